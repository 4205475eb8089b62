import type { FastifyBaseLogger } from 'fastify';
import { openSessionHashes } from '../auth/sessions';
import type { Db } from '../db/connect';
import type { Channels } from './channels';

/**
 * Session bookkeeping of the open streams: every few seconds the sessions they were opened with
 * are checked in the database, and the streams of one that ended elsewhere (a logout through
 * another process, expiry) are closed. A logout in this process closes them at once
 * (`LiveMatchups.endSession`).
 */
export class SessionChecks {
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly channels: Channels,
  ) {}

  start(everyMs: number): void {
    this.timer = setInterval(() => void this.check(), everyMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async check(): Promise<void> {
    const hashes = this.channels.sessionHashes();
    if (hashes.size === 0) return;
    try {
      const open = await openSessionHashes(this.db, [...hashes]);
      for (const hash of hashes) if (!open.has(hash)) this.channels.closeSession(hash);
    } catch (error) {
      this.log.warn(`live scores: could not check the streams' sessions: ${String(error)}`);
    }
  }
}
