import { z } from 'zod';

const positiveWhole = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .positive(`${label} must be above 0.`);

/** `?limit=` (1 to max) and `?before=` (an id: the next page starts below it). */
export function pageQuery(defaultLimit: number, maxLimit: number) {
  return z.object({
    limit: positiveWhole('limit').max(maxLimit, `limit can be at most ${maxLimit}.`).default(defaultLimit),
    before: positiveWhole('before').optional(),
  });
}
