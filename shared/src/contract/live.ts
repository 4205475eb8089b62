import { weekMatchupsSchema } from './matchups';

/**
 * GET /live/matchups/{league_id}/{week}: a league's week as every member watching it sees it —
 * the Matchups answer without the one field that is the caller's own (each member knows his own
 * team). Pushed as Server-Sent Events (`event: matchups`, the id naming the content) to a client
 * that accepts text/event-stream, else answered once as JSON (docs/decisions/015).
 */
export const liveWeekSchema = weekMatchupsSchema.omit({ own_league_member_id: true });
