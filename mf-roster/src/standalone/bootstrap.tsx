import { routedPage, startStandalone } from '@fangtasy/shared/standalone';
import MyTeam from '../exposed/my-team';

void startStandalone('mf-roster', {
  'my-team': { title: 'My Team', page: routedPage(MyTeam) },
});
