import { DEFAULT_API_BASE_URL, earlyLoads } from '@fangtasy/shared';
import type { RemotesFile, ShellRuntimeConfig } from '@fangtasy/shared/federation';

async function readJson(path: string): Promise<unknown> {
  try {
    // no-cache: both files are how a deployment is re-pointed without rebuilding the shell.
    const response = await fetch(path, {
      cache: 'no-cache',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The shell's run-time settings from /config.json, with the local default when absent. */
export async function readShellConfig(): Promise<ShellRuntimeConfig> {
  // The page's early script has usually fetched it already (src/early).
  const file = await (earlyLoads()?.config ?? readJson('/config.json'));
  const apiBaseUrl =
    isObject(file) && typeof file.apiBaseUrl === 'string' ? file.apiBaseUrl : DEFAULT_API_BASE_URL;
  return { apiBaseUrl };
}

/**
 * Where each remote's manifest is, from /remotes.json. A missing or broken file means no remote
 * is registered: the shell still starts and every remote route shows its unavailable panel.
 */
export async function readRemotesFile(): Promise<RemotesFile> {
  const file = await (earlyLoads()?.remotes ?? readJson('/remotes.json'));
  return isObject(file) ? (file as RemotesFile) : {};
}
