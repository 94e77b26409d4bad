/** The time, as the server sees it. Tests hand in one they can move past a deadline. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
