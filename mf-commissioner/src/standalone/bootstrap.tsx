import type { ComponentType } from 'react';
import { MemoryRouter } from '@fangtasy/shared/router';
import { startStandalone } from '@fangtasy/shared/standalone';
import ActivateLeague from '../exposed/activate-league';
import AddMember from '../exposed/add-member';
import AddPlayer from '../exposed/add-player';
import CreateLeague from '../exposed/create-league';

// In the shell these pages live inside its router (their links and redirects go to shell
// routes); on their own they get a router of their own so those links have somewhere to go.
const routed = (Page: ComponentType) =>
  function RoutedPage() {
    return (
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    );
  };

void startStandalone('mf-commissioner', {
  'create-league': { title: 'Create League', page: routed(CreateLeague) },
  'add-member': { title: 'Add Member to League', page: routed(AddMember) },
  'add-player': { title: 'Add Player to Team', page: routed(AddPlayer) },
  'activate-league': { title: 'Activate League', page: routed(ActivateLeague) },
});
