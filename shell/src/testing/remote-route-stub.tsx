/** Stands in for RemoteRoute in tests: names the remote page instead of loading it. */
export function RemoteRouteStub({
  remote,
  module,
  title,
}: {
  remote: string;
  module: string;
  title: string;
}) {
  return (
    <h1>
      {title} from {remote} {module}
    </h1>
  );
}
