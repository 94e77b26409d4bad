import { describe, expect, it } from 'vitest';
import { Listeners } from './listeners.ts';

describe('listeners', () => {
  it('calls each in the order added, the next only once the one before has finished', async () => {
    const listeners = new Listeners<[string]>();
    const calls: string[] = [];
    listeners.add(async (what) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      calls.push(`first ${what}`);
    });
    listeners.add((what) => {
      calls.push(`second ${what}`);
    });
    await listeners.emit('change');
    expect(calls).toEqual(['first change', 'second change']);
  });

  it('stops at a listener that fails, so the change it runs in fails with it', async () => {
    const listeners = new Listeners<[]>();
    const calls: string[] = [];
    listeners.add(() => {
      throw new Error('refused');
    });
    listeners.add(() => {
      calls.push('after');
    });
    await expect(listeners.emit()).rejects.toThrow('refused');
    expect(calls).toEqual([]);
  });
});
