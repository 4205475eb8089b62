/**
 * Which builds of a shared library can stand in for each other (decision 056): versions on the
 * same line — the same major, or the same 0.minor below 1.0 — as a caret range accepts. A remote
 * whose manifest declares a singleton on another line than the one the shell provides is refused
 * before any of its code runs: it could only half-work against the shell's copy.
 */
export function versionLine(version: string): string {
  const [major = '', minor = ''] = version.replace(/^[^\d]*/, '').split('.');
  return major === '0' ? `0.${minor}` : major;
}

/** One shared library as a remote's manifest declares it (the snapshot's `shared` list). */
export interface DeclaredShare {
  sharedName: string;
  version: string;
}

/** Why a remote is refused: the first singleton it was built against on another line. */
export interface ShareRefusal {
  remote: string;
  share: string;
  /** The version the remote was built against. */
  built: string;
  /** The version the shell provides. */
  provided: string;
}

/**
 * The first library the remote declares on another line than the shell provides it, or null.
 * `providedVersionOf` answers the shell's version of a share key (null for one it does not
 * provide: the remote brings its own copy of that, which is allowed).
 */
export function refusedShare(
  remote: string,
  declared: readonly DeclaredShare[],
  providedVersionOf: (shareKey: string) => string | null,
): ShareRefusal | null {
  for (const { sharedName, version } of declared) {
    const provided = providedVersionOf(sharedName);
    if (provided === null || versionLine(version) === versionLine(provided)) continue;
    return { remote, share: sharedName, built: version, provided };
  }
  return null;
}

/** The refusal as a developer reads it in the console. */
export const refusalText = ({ remote, share, built, provided }: ShareRefusal) =>
  `${remote} is refused: it was built against ${share} ${built}, and this shell provides ${provided} (another major; redeploy ${remote} built against the shell's version)`;
