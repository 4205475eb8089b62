// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LeagueMember } from '../domain/entities';
import { cycleIndex, MemberCycler } from './member-cycler';

afterEach(cleanup);

const member = (id: number, username: string, team_name: string | null): LeagueMember => ({
  id,
  league_id: 1,
  user_id: id + 100,
  role: 'player',
  is_vamp: 0,
  team_name,
  remaining_faab_budget: 100,
  username,
  first_name: username,
  last_name: 'Tester',
  waiver_order: null,
});

const MEMBERS = [
  member(1, 'alice', 'Anchors'),
  member(2, 'bob', null),
  member(3, 'carmen', 'Comets'),
];

function Cycler({ start }: { start: number }) {
  const [selected, setSelected] = useState(start);
  return <MemberCycler members={MEMBERS} selectedId={selected} onSelect={setSelected} />;
}

const shown = () =>
  (screen.getByLabelText('League member') as HTMLSelectElement).selectedOptions[0]?.textContent;

describe('MemberCycler', () => {
  it('wraps round at both ends', () => {
    expect(cycleIndex(2, 1, 3)).toBe(0);
    expect(cycleIndex(0, -1, 3)).toBe(2);
    expect(cycleIndex(1, 1, 3)).toBe(2);
    expect(cycleIndex(0, 1, 0)).toBe(0);
  });

  it('steps with the arrows from the last member to the first and back', () => {
    render(<Cycler start={3} />);
    expect(shown()).toBe('Comets');
    fireEvent.click(screen.getByRole('button', { name: 'Next member' }));
    expect(shown()).toBe('Anchors');
    fireEvent.click(screen.getByRole('button', { name: 'Previous member' }));
    expect(shown()).toBe('Comets');
  });

  it('names a member without a team name by username and picks from the select', () => {
    render(<Cycler start={1} />);
    fireEvent.change(screen.getByLabelText('League member'), { target: { value: '2' } });
    expect(shown()).toBe('bob');
  });
});
