import { createHash } from 'node:crypto';
import {
  closeSync,
  createReadStream,
  existsSync,
  openSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';

/** How a download went: a new copy, the copy we had (304), or no such file yet (404). */
export type DownloadOutcome = 'downloaded' | 'unchanged' | 'missing';

export interface DownloadResult {
  outcome: DownloadOutcome;
  /** SHA-256 of the file now on disk (null when missing): what an import records as loaded. */
  sha256: string | null;
  /** Bytes received by this call, and where it resumed (0 = from the start). */
  bytes: number;
  resumedFrom: number;
}

export interface DownloadOptions {
  /** Called as bytes arrive: done and total (0 when the server names no length). */
  onProgress?: (done: number, total: number) => void;
  /** Aborts a download that has not finished in this time. */
  timeoutMs?: number;
}

/** The validators a server gave for a file, kept beside it to ask "changed since?" next time. */
interface Validators {
  url: string;
  etag: string | null;
  lastModified: string | null;
  sha256?: string;
}

async function readValidators(path: string): Promise<Validators | null> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as Validators;
  } catch {
    return null;
  }
}

export async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

const CONTENT_RANGE = /^bytes (\d+)-(\d+)\/(\d+|\*)$/;

/**
 * Downloads `url` to `dest` the way a long file should come over a bad line:
 *
 * - a file we already have is asked for with If-None-Match / If-Modified-Since, and a 304 leaves
 *   it as it is;
 * - bytes arrive in `dest.part`; a download that broke off resumes with a Range request
 *   (If-Range: the validator the partial copy came with, so a file changed meanwhile starts over);
 * - only a whole file replaces `dest` (a rename), with its validators in `dest.json`.
 */
export async function downloadFile(
  url: string,
  dest: string,
  options: DownloadOptions = {},
): Promise<DownloadResult> {
  const part = `${dest}.part`;
  const partInfo = `${dest}.part.json`;
  const info = `${dest}.json`;
  const whole = existsSync(dest) ? await readValidators(info) : null;
  const partial = existsSync(part) ? await readValidators(partInfo) : null;
  const partSize = partial?.url === url ? (await stat(part)).size : 0;
  const partValidator = partial?.etag ?? partial?.lastModified ?? null;

  // Byte ranges and lengths count the bytes as stored: no transfer compression.
  const headers: Record<string, string> = { 'accept-encoding': 'identity' };
  if (partSize > 0 && partValidator) {
    headers.range = `bytes=${partSize}-`;
    headers['if-range'] = partValidator;
  } else if (whole?.url === url) {
    if (whole.etag) headers['if-none-match'] = whole.etag;
    if (whole.lastModified) headers['if-modified-since'] = whole.lastModified;
  }
  const signal = options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined;
  const response = await fetch(url, { headers, ...(signal ? { signal } : {}) });
  if (response.status === 304 && whole) {
    await response.body?.cancel();
    return {
      outcome: 'unchanged',
      sha256: whole.sha256 ?? (await sha256Of(dest)),
      bytes: 0,
      resumedFrom: 0,
    };
  }
  if (response.status === 404) {
    await response.body?.cancel();
    return { outcome: 'missing', sha256: null, bytes: 0, resumedFrom: 0 };
  }
  if (response.status === 416 && partSize > 0) {
    // The partial copy no longer fits the file: start over.
    await response.body?.cancel();
    await rm(part, { force: true });
    await rm(partInfo, { force: true });
    return downloadFile(url, dest, options);
  }
  const range = CONTENT_RANGE.exec(response.headers.get('content-range') ?? '');
  const resumes = response.status === 206 && range !== null && Number(range[1]) === partSize;
  if (response.status !== 200 && !resumes) {
    await response.body?.cancel();
    throw new Error(`${url} answered ${response.status}`);
  }
  if (!response.body) throw new Error(`${url} answered no body`);
  const start = resumes ? partSize : 0;
  const total = resumes
    ? range![3] === '*'
      ? 0
      : Number(range![3])
    : Number(response.headers.get('content-length') ?? 0);
  const validators: Validators = {
    url,
    etag: response.headers.get('etag'),
    lastModified: response.headers.get('last-modified'),
  };
  // From here to the end of the body, no await but the reads: a body whose connection drops
  // errors its stream, which discards chunks that arrived but were not read yet. Read at once and
  // written synchronously, every byte that arrived is in the .part file for the next run.
  writeFileSync(partInfo, JSON.stringify(validators));
  let done = start;
  options.onProgress?.(done, total);
  const fd = openSync(part, resumes ? 'a' : 'w');
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      writeSync(fd, chunk);
      done += chunk.length;
      options.onProgress?.(done, total);
    }
  } finally {
    closeSync(fd);
  }
  if (total > 0 && done !== total) throw new Error(`${url}: ${done} of ${total} bytes arrived`);
  await rename(part, dest);
  const sha256 = await sha256Of(dest);
  await writeFile(info, JSON.stringify({ ...validators, sha256 }));
  await rm(partInfo, { force: true });
  return { outcome: 'downloaded', sha256, bytes: done - start, resumedFrom: start };
}
