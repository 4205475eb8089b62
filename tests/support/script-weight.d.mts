import type { Page } from 'playwright-core';

export interface ScriptWeight {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}
export function weighScripts(bodies: Buffer[]): ScriptWeight;
export function recordScripts(page: Page): { take(): Promise<Buffer[]> };
