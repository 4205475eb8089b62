/** A member as a run decides by: his budget, place in the waiver order and rule set. */
export interface RunMember {
  id: number;
  league_id: number;
  user_id: number;
  role: string;
  is_vamp: number;
  remaining_faab_budget: number | null;
  waiver_order: number | null;
}

/** The best pending claim of a run, with its player's facts. */
export interface ClaimToDecide {
  id: number;
  league_member_id: number;
  player_id: number;
  faab_claim_amount: number;
  rostered_player_to_drop: number | null;
  player_name: string;
  position: string;
  team: string;
  is_injured: number;
}

/** A rostered player as a step judges a roster by: what counts toward its size and limits. */
export interface RunRosterEntry {
  id: number;
  league_member_id: number;
  player_id: number;
  position: string;
  roster_position: string;
}

/** A pending claim of the run, with what judging it reads besides its member and roster. */
export interface Candidate {
  claim: ClaimToDecide;
  /** The member rostering the claimed player, if any. */
  rosteredBy: number | null;
  /** The claimed player's latest record off a roster in the league: placing him re-uses it. */
  previousRecord: number | null;
}

/**
 * Everything one step of a run decides on, as the run's state shows the league (run-state.ts):
 * the run's pending claims best first, the members and their rosters, where the claimed players
 * stand in the league and who of them and of the drops is locked.
 */
export interface AwardSnapshot {
  /** The run's pending claims, best first. */
  candidates: Candidate[];
  /** Whether every member has a place in the waiver order of his own (see nextStep). */
  distinctOrder: boolean;
  /** The league's members, by id. */
  members: Map<number, RunMember>;
  /** The members' rosters, by member. */
  rosters: Map<number, RunRosterEntry[]>;
  /** Kickoffs of the lock week's started games of the claimed players and drops, by player. */
  lockedSince: Map<number, Date>;
}

/** What judging one claim reads: its own slice of the snapshot. */
export interface ClaimView {
  rosteredBy: number | null;
  lockedSince: Map<number, Date>;
  roster: RunRosterEntry[];
}

/** What judging a candidate reads: its player's state, the locks, its member's roster. */
export const claimView = (snapshot: AwardSnapshot, candidate: Candidate): ClaimView => ({
  rosteredBy: candidate.rosteredBy,
  lockedSince: snapshot.lockedSince,
  roster: snapshot.rosters.get(candidate.claim.league_member_id) ?? [],
});
