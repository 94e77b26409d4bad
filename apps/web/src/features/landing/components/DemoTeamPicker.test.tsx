import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DemoTeamPicker } from './DemoTeamPicker.tsx';

function open() {
  render(
    <MemoryRouter>
      <DemoTeamPicker />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('the landing page’s demo team picker', () => {
  it('has four players, one of each role, and counts the picks on Preview Team (n/11)', async () => {
    const user = open();
    for (const role of ['Batsman', 'Bowler', 'All-Rounder', 'Wicket-Keeper']) expect(screen.getByText(role)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Preview Team (0/11)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Arjun Mehta/ }));
    await user.click(screen.getByRole('button', { name: /Rohan Iyer/ }));
    expect(screen.getByRole('button', { name: /Arjun Mehta/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Preview Team (2/11)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Arjun Mehta/ }));
    expect(screen.getByRole('button', { name: 'Preview Team (1/11)' })).toBeInTheDocument();
  });

  it('previews the picks, explains a real team and invites a sign-up', async () => {
    const user = open();
    await user.click(screen.getByRole('button', { name: /Kabir Sandhu/ }));
    await user.click(screen.getByRole('button', { name: 'Preview Team (1/11)' }));
    expect(screen.getByText('Your team: Kabir Sandhu')).toBeInTheDocument();
    expect(screen.getByText(/This demo has only four players/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up to pick from real squads' })).toHaveAttribute('href', '/register');
  });

  it('never alerts with four players, as eleven cannot be passed', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const user = open();
    for (const button of screen.getAllByRole('button', { pressed: false })) await user.click(button);
    expect(screen.getByRole('button', { name: 'Preview Team (4/11)' })).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });
});
