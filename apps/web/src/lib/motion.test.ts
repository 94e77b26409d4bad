import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emulateReducedMotion } from '../test/reduced-motion.ts';
import { prefersReducedMotion, usePrefersReducedMotion } from './motion.ts';

describe('reduced motion', () => {
  it('is off where the browser cannot be asked', () => {
    expect(prefersReducedMotion()).toBe(false);
  });

  it('follows the system setting as it changes', () => {
    const setReducedMotion = emulateReducedMotion(false);
    const { result } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(false);
    act(() => setReducedMotion(true));
    expect(result.current).toBe(true);
    act(() => setReducedMotion(false));
    expect(result.current).toBe(false);
  });
});
