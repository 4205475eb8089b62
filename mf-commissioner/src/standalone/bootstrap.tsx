import { routedPage as routed, startStandalone } from '@fangtasy/shared/standalone';
import ActivateLeague from '../exposed/activate-league';
import AddMember from '../exposed/add-member';
import AddPlayer from '../exposed/add-player';
import CreateLeague from '../exposed/create-league';
import RenewLeague from '../exposed/renew-league';
import EditRules from '../exposed/edit-rules';

void startStandalone('mf-commissioner', {
  'create-league': { title: 'Create League', page: routed(CreateLeague) },
  'add-member': { title: 'Add Member to League', page: routed(AddMember) },
  'add-player': { title: 'Add Player to Team', page: routed(AddPlayer) },
  'activate-league': { title: 'Activate League', page: routed(ActivateLeague) },
  'renew-league': { title: 'Renew League', page: routed(RenewLeague) },
  'edit-rules': { title: 'Edit League Rules', page: routed(EditRules) },
});
