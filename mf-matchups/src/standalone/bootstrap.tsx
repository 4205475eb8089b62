import { startStandalone } from '@fangtasy/shared/standalone';
import LeagueSchedule from '../exposed/league-schedule';
import Matchups from '../exposed/matchups';
import Standings from '../exposed/standings';

void startStandalone('mf-matchups', {
  matchups: { title: 'Matchups', page: Matchups },
  'league-member-schedule': { title: 'League Schedule', page: LeagueSchedule },
  standings: { title: 'Standings', page: Standings },
});
