import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DRAFT_MESSAGES } from '@fangtasy/shared';
import {
  ALICE,
  fail,
  fakeApiPerTest,
  member,
  ok,
  renderWithSession,
} from '@fangtasy/shared/testing';
import { MemoryRouter } from '@fangtasy/shared/router';
import Draft from '../exposed/draft';
import { openRoomReplies, room, ROUTES, storeMembership } from '../draft/draft-fixtures';

// The commissioner's offline draft (decision 066) and his autopick for absent members, in the
// room: choosing offline, uploading the results file and seeing every refused row listed.
const api = fakeApiPerTest();
const COMMISH = member({ id: 101, user_id: ALICE.id, username: 'alice', role: 'commish' });
const before = room({ status: 'not_started', picks: [], on_clock: null });

async function openRoomAsCommissioner() {
  storeMembership(COMMISH);
  renderWithSession(
    <MemoryRouter>
      <Draft />
    </MemoryRouter>,
  );
  await screen.findByRole('table', { name: 'Available players' });
}

const csvFile = (text: string) => new File([text], 'draft.csv', { type: 'text/csv' });

describe('Draft Room: an offline draft', () => {
  it('the commissioner chooses offline, uploads the file and sees each refused row listed', async () => {
    const refusal = [
      DRAFT_MESSAGES.draftCsvRefused(2),
      DRAFT_MESSAGES.draftCsvUnknownTeam(3, 'Nobody FC'),
      DRAFT_MESSAGES.draftCsvUnknownPlayer(7, 'Joe Nobody'),
    ].join('\n');
    api.set({
      ...openRoomReplies(),
      [ROUTES.room]: ok(before),
      [ROUTES.mode]: () =>
        ok({ league_id: 7, mode: api.callsTo(ROUTES.setMode).length === 0 ? 'live' : 'offline' }),
      [ROUTES.setMode]: ok({ league_id: 7, mode: 'offline' }),
      [ROUTES.upload]: fail(400, refusal),
    });
    await openRoomAsCommissioner();
    expect(screen.queryByRole('region', { name: 'Upload the draft results' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Offline: I enter the results' }));
    await waitFor(() => expect(api.bodiesSentTo(ROUTES.setMode)).toEqual([{ mode: 'offline' }]));

    const upload = await screen.findByRole('region', { name: 'Upload the draft results' });
    expect(screen.getByRole('button', { name: 'Enter picks one by one' })).toBeEnabled();
    // Offline has no clock: the room says who is entered next instead of counting down.
    expect(screen.queryByRole('timer')).toBeNull();
    const text = 'round,pick,team,player\n1,1,Casey Crushers,Josh Allen\n';
    fireEvent.change(within(upload).getByLabelText('Results file (CSV)'), {
      target: { files: [csvFile(text)] },
    });
    fireEvent.click(within(upload).getByRole('button', { name: 'Upload results' }));
    await waitFor(() => expect(api.bodiesSentTo(ROUTES.upload)).toEqual([{ csv: text }]));

    const problems = await within(upload).findByRole('list', { name: 'Problems in the file' });
    expect(within(upload).getByText(DRAFT_MESSAGES.draftCsvRefused(2))).toBeInTheDocument();
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Row 3: no team named "Nobody FC" in the league.',
      'Row 7: no player named "Joe Nobody".',
    ]);
  });

  it('the commissioner puts an absent member on autopick', async () => {
    const switched = room({
      order: room().order.map((team) =>
        team.league_member_id === 103 ? { ...team, autopick: true } : team,
      ),
    });
    api.set({
      ...openRoomReplies(),
      [ROUTES.room]: () => ok(api.callsTo(ROUTES.autopickFor).length === 0 ? room() : switched),
      [ROUTES.mode]: ok({ league_id: 7, mode: 'live' }),
      [ROUTES.autopickFor]: ok(switched),
    });
    await openRoomAsCommissioner();
    const panel = screen.getByRole('region', { name: 'Autopick for absent members' });
    const bob = within(panel).getByRole('checkbox', { name: 'Autopick Bob Bruisers' });
    expect(bob).not.toBeChecked();
    fireEvent.click(bob);
    await waitFor(() =>
      expect(api.bodiesSentTo(ROUTES.autopickFor)).toEqual([
        { league_member_id: 103, autopick: true },
      ]),
    );
    await waitFor(() => expect(bob).toBeChecked());
  });
});
