import type { RemotesFile, ShellRuntimeConfig } from '@fangtasy/shared/federation';

/** What the shell read at start from its run-time files (/config.json, /remotes.json). */
export interface RunTimeSettings {
  config: ShellRuntimeConfig;
  remotes: RemotesFile;
}

let kept: RunTimeSettings | null = null;

/**
 * Kept at start for the parts that arrive later: the data layer points the api client at
 * `config`, the signed-in shell registers `remotes` (decision 055).
 */
export function keepRunTimeSettings(settings: RunTimeSettings): void {
  kept = settings;
}

/** The settings read at start; null before that (and in component tests, which set their own). */
export const runTimeSettings = (): RunTimeSettings | null => kept;
