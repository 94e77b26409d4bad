import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './Dialog.tsx';

/** A page with a button that opens a dialog, which has a button that opens another. */
function Page() {
  const [open, setOpen] = useState(0);
  return (
    <main>
      <button type="button" onClick={() => setOpen(1)}>
        Open team
      </button>
      <button type="button">Elsewhere</button>
      {open >= 1 && (
        <Dialog title="Asha's team" subtitle="Rank 2 · 120 pts" onClose={() => setOpen(0)}>
          <button type="button" onClick={() => setOpen(2)}>
            Virat Kohli
          </button>
          <a href="/somewhere">A link</a>
          {open === 2 && (
            <Dialog title="Virat Kohli" onClose={() => setOpen(1)}>
              <p>Runs +45</p>
            </Dialog>
          )}
        </Dialog>
      )}
    </main>
  );
}

describe('Dialog', () => {
  it('opens named by its title, with the focus on its first control', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open team' }));
    const dialog = screen.getByRole('dialog', { name: "Asha's team" });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Rank 2 · 120 pts');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('holds the focus: Tab and Shift+Tab go round inside it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open team' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Virat Kohli' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'A link' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'A link' })).toHaveFocus();
  });

  it('closes on Escape and gives the focus back to what opened it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open team' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open team' })).toHaveFocus();
  });

  it('closes on its Close button and on a click beside it, not on a click inside', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open team' }));
    await user.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open team' }));
    await user.click(screen.getByRole('dialog').parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stacks: Escape closes the top one only, and the focus goes back to its opener in the one below', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open team' }));
    await user.click(screen.getByRole('button', { name: 'Virat Kohli' }));
    expect(screen.getByRole('dialog', { name: 'Virat Kohli' })).toHaveTextContent('Runs +45');
    expect(screen.getAllByRole('button', { name: 'Close' }).at(-1)).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Virat Kohli' })).toBeNull();
    expect(screen.getByRole('dialog', { name: "Asha's team" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Virat Kohli' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open team' })).toHaveFocus();
  });

  it('keeps the page under it from scrolling while open', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open team' }));
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });
});
