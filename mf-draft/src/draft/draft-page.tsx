import { useAtomValue } from 'jotai';
import { leagueAtom, PageTitle } from '@fangtasy/shared';

/** Draft Room (`/draft`): the selected league's page. */
export function DraftPage() {
  const league = useAtomValue(leagueAtom);
  return (
    <section>
      <PageTitle>Draft Room</PageTitle>
      <p>{league ? league.name : 'No league selected.'}</p>
    </section>
  );
}
