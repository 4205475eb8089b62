/** Stands in for RemoteRoute in tests: names the remote page instead of loading it. */
export function RemoteRouteStub({
  remote,
  module,
  title,
  loadingText,
}: {
  remote: string;
  module: string;
  title: string;
  loadingText?: string;
}) {
  return (
    <>
      <h1>
        {title} from {remote} {module}
      </h1>
      {loadingText ? <p data-testid="remote-loading-text">{loadingText}</p> : null}
    </>
  );
}
