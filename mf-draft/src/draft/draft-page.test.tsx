import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_LEAGUE, renderWithSession } from '@fangtasy/shared/testing';
import Draft from '../exposed/draft';

describe('Draft Room', () => {
  it("names the selected league under its title, inside the remote's scope", () => {
    renderWithSession(<Draft />);
    expect(screen.getByRole('heading', { name: 'Draft Room' })).toBeInTheDocument();
    expect(screen.getByText(DEMO_LEAGUE.name)).toBeInTheDocument();
    expect(document.querySelector('[data-remote="mf-draft"]')).not.toBeNull();
  });
});
