import { routedPage, startStandalone } from '@fangtasy/shared/standalone';
import LeagueSchedule from '../exposed/league-schedule';
import Matchups from '../exposed/matchups';
import Standings from '../exposed/standings';
import Bite from '../exposed/bite';
import Bracket from '../exposed/bracket';

void startStandalone('mf-matchups', {
  matchups: { title: 'Matchups', page: routedPage(Matchups) },
  'league-member-schedule': { title: 'League Schedule', page: LeagueSchedule },
  standings: { title: 'Standings', page: Standings },
  bite: { title: 'Vampire Bite', page: routedPage(Bite) },
  bracket: { title: 'Playoff Bracket', page: Bracket },
});
