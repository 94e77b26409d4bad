import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

/** What can take the focus inside an open menu, in order. */
const ITEMS = 'a[href], button:not([disabled])';

/**
 * A button that opens a small menu of links and buttons. While open the menu holds the focus:
 * it starts on the first item, Tab and Shift+Tab go round the button and the items, the arrow
 * keys (and Home, End) move between the items, and Escape closes it and gives the focus back to
 * the button. A click outside closes it too.
 */
export function usePopupMenu() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const close = () => setOpen(false);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!open) return;
    const menuItems = items();
    const ring = [buttonRef.current, ...menuItems].filter((element): element is HTMLElement => element !== null);
    const at = ring.indexOf(document.activeElement as HTMLElement);
    const itemAt = menuItems.indexOf(document.activeElement as HTMLElement);
    let next: HTMLElement | undefined;
    if (event.key === 'Escape') {
      setOpen(false);
      next = buttonRef.current ?? undefined;
    } else if (event.key === 'Tab') {
      next = ring[(at + (event.shiftKey ? -1 : 1) + ring.length) % ring.length];
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const step = event.key === 'ArrowDown' ? 1 : -1;
      next = menuItems[itemAt === -1 ? (step === 1 ? 0 : menuItems.length - 1) : (itemAt + step + menuItems.length) % menuItems.length];
    } else if (event.key === 'Home' || event.key === 'End') {
      next = event.key === 'Home' ? menuItems[0] : menuItems.at(-1);
    } else {
      return;
    }
    event.preventDefault();
    next?.focus();
  };

  return {
    open,
    close,
    toggle: () => setOpen((wasOpen) => !wasOpen),
    rootRef,
    buttonRef,
    menuRef,
    /** For the element around the button and the menu. */
    onKeyDown,
  };
}
