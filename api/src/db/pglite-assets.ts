import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** What PGlite would otherwise read and compile again for every database it opens. */
export interface PgliteAssets {
  pgliteWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

let assets: PgliteAssets | null | undefined;

/** Node's WebAssembly.Module constructor (the api's type libraries declare only the type). */
const { Module: WasmModule } = (
  globalThis as unknown as {
    WebAssembly: { Module: new (bytes: Uint8Array) => WebAssembly.Module };
  }
).WebAssembly;

/**
 * PGlite's compiled WebAssembly and its file-system bundle, made once per process and handed to
 * every PGlite it opens: a test worker opens a database per file (about a fifth of each opening's
 * work was compiling and reading these again). The api itself opens one. Null, and PGlite loads
 * them itself, when the package no longer ships them where this looks.
 */
export function pgliteAssets(): PgliteAssets | null {
  if (assets !== undefined) return assets;
  const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const wasm = join(dist, 'pglite.wasm');
  const bundle = join(dist, 'pglite.data');
  assets =
    existsSync(wasm) && existsSync(bundle)
      ? {
          pgliteWasmModule: new WasmModule(readFileSync(wasm)),
          fsBundle: new Blob([readFileSync(bundle)]),
        }
      : null;
  return assets;
}
