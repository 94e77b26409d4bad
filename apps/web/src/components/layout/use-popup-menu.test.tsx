import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usePopupMenu } from './use-popup-menu.ts';

function Menu() {
  const menu = usePopupMenu();
  return (
    <>
      <button type="button">Before</button>
      <div ref={menu.rootRef} onKeyDown={menu.onKeyDown}>
        <button ref={menu.buttonRef} type="button" aria-expanded={menu.open} onClick={menu.toggle}>
          Menu
        </button>
        <div ref={menu.menuRef} hidden={!menu.open}>
          <a href="/one">One</a>
          <a href="/two">Two</a>
          <button type="button" onClick={menu.close}>
            Three
          </button>
        </div>
      </div>
      <button type="button">After</button>
    </>
  );
}

const item = (name: string) => screen.getByRole(name === 'Three' ? 'button' : 'link', { name });
const menuButton = () => screen.getByRole('button', { name: 'Menu' });

async function openWithKeyboard() {
  const user = userEvent.setup();
  render(<Menu />);
  await user.tab();
  await user.tab();
  expect(menuButton()).toHaveFocus();
  await user.keyboard('{Enter}');
  return user;
}

describe('a popup menu', () => {
  it('opens on Enter with the focus on its first item', async () => {
    await openWithKeyboard();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(item('One')).toHaveFocus();
  });

  it('holds the focus while open: Tab and Shift+Tab go round the button and the items', async () => {
    const user = await openWithKeyboard();
    await user.tab();
    expect(item('Two')).toHaveFocus();
    await user.tab();
    expect(item('Three')).toHaveFocus();
    await user.tab();
    expect(menuButton()).toHaveFocus();
    await user.tab({ shift: true });
    expect(item('Three')).toHaveFocus();
  });

  it('moves between the items with the arrow keys, Home and End, wrapping round', async () => {
    const user = await openWithKeyboard();
    await user.keyboard('{ArrowUp}');
    expect(item('Three')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('One')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Three')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('One')).toHaveFocus();
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    const user = await openWithKeyboard();
    await user.tab();
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'One' })).toBeNull();
  });

  it('closes on a click outside, and lets the focus go where the page sends it once closed', async () => {
    const user = await openWithKeyboard();
    await user.click(screen.getByRole('button', { name: 'After' }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(menuButton()).toHaveFocus();
  });
});
