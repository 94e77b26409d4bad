import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LiveAnnouncer } from '../components/layout/LiveAnnouncer.tsx';
import { announce } from './announce.ts';

const region = () => document.querySelector('[aria-live="polite"][role="status"]');

describe('polite announcements', () => {
  it('have one polite region in the page before anything is said', () => {
    render(<LiveAnnouncer />);
    expect(document.querySelectorAll('[aria-live="polite"][role="status"]')).toHaveLength(1);
    expect(region()).toHaveAttribute('aria-atomic', 'true');
  });

  it('put what is announced in it, replacing what was said before', () => {
    render(<LiveAnnouncer />);
    act(() => announce('Your rank is now 12'));
    expect(region()).toHaveTextContent('Your rank is now 12');
    act(() => announce('Your rank is now 9'));
    expect(region()).toHaveTextContent(/^Your rank is now 9$/);
  });

  it('say the same words again as a new message, so they are read again', () => {
    render(<LiveAnnouncer />);
    act(() => announce('Your rank is now 12'));
    const first = screen.getByText('Your rank is now 12');
    act(() => announce('Your rank is now 12'));
    const second = screen.getByText('Your rank is now 12');
    expect(second).not.toBe(first);
  });
});
