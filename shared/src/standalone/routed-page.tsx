import type { ComponentType } from 'react';
import { MemoryRouter } from '@fangtasy/shared/router';

/**
 * A page that links or reads its address, on its own: in the shell it lives inside the shell's
 * router; on a remote's standalone page it gets a router of its own, so its links have somewhere
 * to go.
 */
export const routedPage = (Page: ComponentType) =>
  function RoutedPage() {
    return (
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    );
  };
