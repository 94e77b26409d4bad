import { describe, expect, it } from 'vitest';
import { creditLabel, EMPTY_PICK, pickReducer, sideCode, type Pick } from './team-pick.ts';

const eleven: Pick = { playerIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], captainId: 1, viceCaptainId: 2 };

describe('pickReducer', () => {
  it('adds and drops players', () => {
    const one = pickReducer(EMPTY_PICK, { type: 'toggle', id: 4 });
    expect(one.playerIds).toEqual([4]);
    expect(pickReducer(one, { type: 'toggle', id: 4 }).playerIds).toEqual([]);
  });

  it('does not add a twelfth player', () => {
    expect(pickReducer(eleven, { type: 'toggle', id: 12 })).toBe(eleven);
  });

  it('drops the armband with the player', () => {
    expect(pickReducer(eleven, { type: 'toggle', id: 1 })).toMatchObject({ captainId: null, viceCaptainId: 2 });
    expect(pickReducer(eleven, { type: 'toggle', id: 2 })).toMatchObject({ captainId: 1, viceCaptainId: null });
  });

  it('moves an armband rather than giving one player both', () => {
    expect(pickReducer(eleven, { type: 'captain', id: 2 })).toMatchObject({ captainId: 2, viceCaptainId: null });
    expect(pickReducer(eleven, { type: 'viceCaptain', id: 1 })).toMatchObject({ captainId: null, viceCaptainId: 1 });
    expect(pickReducer(eleven, { type: 'captain', id: 5 })).toMatchObject({ captainId: 5, viceCaptainId: 2 });
  });
});

describe('creditLabel', () => {
  it('shows credit as pts, 0 when absent', () => {
    expect(creditLabel(9.5)).toBe('9.5 pts');
    expect(creditLabel(undefined)).toBe('0 pts');
  });
});

describe('sideCode', () => {
  it('keeps short names and shortens long ones', () => {
    expect(sideCode('India')).toBe('India');
    expect(sideCode('Chennai Super Kings')).toBe('CSK');
    expect(sideCode('South Africa')).toBe('SA');
    expect(sideCode('Afghanistan')).toBe('AFG');
  });
});
