import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { latestAnnouncement } from '../../lib/announce.ts';
import { ShareSheet } from './ShareSheet.tsx';

const LINK = `${window.location.origin}/join/K7M2QX9P`;

function renderSheet() {
  const user = userEvent.setup();
  render(<ShareSheet title="Invite your friends" intro="Friends join with this code." code="K7M2QX9P" path="/join/K7M2QX9P" shareText="Join my contest on Crease" />);
  return user;
}

describe('the share sheet', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
  });

  it('shows the code and the whole link, under its heading', () => {
    renderSheet();
    const sheet = screen.getByRole('region', { name: 'Invite your friends' });
    expect(sheet).toHaveTextContent('Invite codeK7M2QX9P');
    expect(screen.getByLabelText('Invite link')).toHaveValue(LINK);
    expect(screen.getByLabelText('Invite link')).toHaveAttribute('readonly');
  });

  it('copies the link and the code, saying each politely', async () => {
    const user = renderSheet();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(LINK);
    expect(screen.getByText('Link copied.')).toBeInTheDocument();
    expect(latestAnnouncement()?.message).toBe('Link copied.');

    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe('K7M2QX9P');
    expect(screen.getByText('Code copied.')).toBeInTheDocument();
    expect(latestAnnouncement()?.message).toBe('Code copied.');
  });

  it('says so when the browser will not copy, and selects the link to copy by hand', async () => {
    const user = renderSheet();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(screen.getByText('Could not copy the link: select it in the box above and copy it.')).toBeInTheDocument();
    expect(latestAnnouncement()?.message).toBe('Could not copy the link: select it in the box above and copy it.');
    const input = screen.getByLabelText<HTMLInputElement>('Invite link');
    expect(input.selectionEnd! - input.selectionStart!).toBe(LINK.length);
  });

  it('offers no Share where the browser has no share sheet', async () => {
    renderSheet();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('opens the system share sheet with the link and the words', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = renderSheet();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Invite your friends', text: 'Join my contest on Crease', url: LINK });
  });

  it('stays quiet when the person closes the system share sheet', async () => {
    Object.defineProperty(navigator, 'share', { value: vi.fn().mockRejectedValue(new DOMException('Cancelled', 'AbortError')), configurable: true });
    const user = renderSheet();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.queryByText(/copied|Could not/)).toBeNull();
  });
});
