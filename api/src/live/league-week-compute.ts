import type { FastifyBaseLogger } from 'fastify';
import type { LiveWeek } from '@fangtasy/shared/contract';
import { holdsATeam } from '@fangtasy/shared/domain';
import type { Clock } from '../clock';
import type { LeagueWeek, LeagueWeekInput } from '../services/matchup-reads/league-week';
import type { NflWeek } from '../services/matchup-reads/nfl-week';
import type { Channel } from './channels';
import type { Reason } from './recompute-queue';

/** A league's week as its watchers see it, with its members (see services/matchup-reads). */
export type ReadLeagueWeek = (input: LeagueWeekInput) => Promise<LeagueWeek | null>;

export interface LeagueWeekComputeOptions {
  clock: Clock;
  log: FastifyBaseLogger;
  read: ReadLeagueWeek;
  /** The NFL part of a week read afresh, shared by every league after a stats update. */
  readNflWeek?: (season: number, week: number) => Promise<NflWeek>;
  /** The week's members as read: where their lineup changes go from now on. */
  followMembers: (channel: Channel, read: LeagueWeek) => void;
  /** The week's state as computed, for its watchers. */
  deliver: (channel: Channel, state: LiveWeek) => void;
}

const isTeamMember = (read: LeagueWeek, userId: number) =>
  read.members.some((member) => member.user_id === userId && holdsATeam(member));

/**
 * Computing a league's week: read from what the change named (the rest taken as kept, the NFL
 * part read once for every league after a stats update), its members followed, a watcher who no
 * longer plays in the league closed, and the state handed on for delivery. A week nobody
 * watches is only marked stale.
 */
export class LeagueWeekCompute {
  private readonly nflWeeks = new Map<string, Promise<NflWeek>>();

  constructor(private readonly options: LeagueWeekComputeOptions) {}

  /** The NFL data changed (or notifications may have been missed): read it again. */
  forgetNflWeeks(): void {
    this.nflWeeks.clear();
  }

  async compute(
    channel: Channel,
    reason: Reason,
    changedLineups: readonly number[],
  ): Promise<void> {
    if (channel.watchers.size === 0) {
      channel.stale = true;
      return;
    }
    channel.stale = false;
    const { leagueId, week } = channel;
    try {
      // A notification named what changed: the rest is taken as kept (any other change comes
      // with a notification of its own), the NFL part as read once for every league.
      const trusting = reason !== 'league' && channel.season !== null;
      const nfl = trusting ? await this.nflWeek(channel.season!, week) : undefined;
      const read = await this.options.read({
        leagueId,
        week,
        now: this.options.clock.now(),
        nfl,
        trustLeagueParts: trusting,
        changedLineups,
      });
      if (!read) {
        for (const watcher of channel.watchers) watcher.close();
        return;
      }
      channel.season = read.state.league.season;
      this.options.followMembers(channel, read);
      channel.nextKickoff = read.state.next_kickoff ? Date.parse(read.state.next_kickoff) : null;
      // One who is no longer a member of the league is closed, not told.
      for (const watcher of channel.watchers)
        if (!isTeamMember(read, watcher.userId)) {
          channel.watchers.delete(watcher);
          watcher.close();
        }
      this.options.deliver(channel, read.state);
    } catch (error) {
      this.options.log.warn(
        `live scores: league ${leagueId} week ${week} not computed: ${String(error)}`,
      );
    }
  }

  /** The NFL part of a week, read once per change of the NFL data for every league. */
  private nflWeek(season: number, week: number): Promise<NflWeek> | undefined {
    const read = this.options.readNflWeek;
    if (!read) return undefined;
    const key = `${season}/${week}`;
    let part = this.nflWeeks.get(key);
    if (!part) {
      part = read(season, week);
      part.catch(() => this.nflWeeks.delete(key));
      this.nflWeeks.set(key, part);
    }
    return part;
  }
}
