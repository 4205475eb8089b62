import type { WaiverDay } from './entities';

/** Where a league stands in its waiver week by the server's clock (spec section 4, "Waiver window"). */
export interface WaiverWindow {
  /** The league clock's now (ISO), which may differ from the browser's (FANTASY_NOW). */
  now: string;
  week: { year: number; week: number; begin_datetime: string; end_datetime: string } | null;
  waiver_day: WaiverDay;
  waivers_length: number;
  /** 00:00 Eastern on the waiver day of the current fantasy week. */
  waiver_day_start: string | null;
  /** Before the waiver day the claim modal is offered; from it on, the direct-add modal. */
  mode: 'claims' | 'direct_add';
  /** When the next weekly waiver run is due, or null after the season's last. */
  next_run_at: string | null;
}

/** A recorded waiver run of a league: the weekly one, or a dropped player's. */
export interface WaiverRun {
  id: number;
  kind: 'weekly' | 'player';
  player_id: number | null;
  player_name: string | null;
  due_at: string;
  status: 'pending' | 'running' | 'done';
  started_at: string | null;
  finished_at: string | null;
  awarded: number;
  failed: number;
}
