import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { IST_OFFSET_MS } from '@crease/game';

/**
 * A timestamp column's day in India as 'YYYY-MM-DD', in SQL: the days the admins' charts count
 * by. A fixed offset (India keeps no summer time), written into the statement, so a GROUP BY on
 * it matches the select.
 */
export function indianDayOf(column: AnyColumn): SQL<string> {
  return sql<string>`to_char((${column} at time zone 'UTC') + interval '${sql.raw(String(IST_OFFSET_MS / 60_000))} minutes', 'YYYY-MM-DD')`;
}
