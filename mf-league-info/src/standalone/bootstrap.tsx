import { routedPage, startStandalone } from '@fangtasy/shared/standalone';
import LeagueRosters from '../exposed/league-rosters';
import RosterRules from '../exposed/roster-rules';
import ScoringRules from '../exposed/scoring-rules';
import WaiverRules from '../exposed/waiver-rules';
import LeagueHistory from '../exposed/league-history';

void startStandalone('mf-league-info', {
  'league-rosters': { title: 'League Rosters', page: routedPage(LeagueRosters) },
  'scoring-rules': { title: 'Scoring Rules', page: ScoringRules },
  'roster-rules': { title: 'Roster Rules', page: RosterRules },
  'waiver-rules': { title: 'Waiver Rules', page: WaiverRules },
  'league-history': { title: 'League History', page: LeagueHistory },
});
