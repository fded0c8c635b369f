import type { CallStatus } from '../../db/schema';
import { instantOf, wallTimeOf } from '../../services/search/zonedTime';
import type { SeedClient } from './catalog';
import type { SeededRandom } from './random';

// When demo calls happen, and how far their processing has gone.

/** Calls spread over this many days back from the seeding date (~8 months). */
export const SEED_DAYS = 240;
const DAY_MS = 86_400_000;

/** Calls by local hour of day (call centres open 8:00–20:00, busiest mid-morning and afternoon). */
const HOURS: Record<string, number> = {
  8: 4,
  9: 9,
  10: 12,
  11: 11,
  12: 6,
  13: 6,
  14: 10,
  15: 11,
  16: 10,
  17: 8,
  18: 5,
  19: 2,
};

/** The newer the call, the less likely its processing is finished. */
export function statusOf(ageMs: number, random: SeededRandom): CallStatus {
  if (ageMs < DAY_MS)
    return random.weighted({
      queue: 35,
      validity_pending: 25,
      qualification_pending: 30,
      qualified: 10,
    });
  if (ageMs < 7 * DAY_MS)
    return random.weighted({
      queue: 5,
      validity_pending: 15,
      qualification_pending: 30,
      qualified: 50,
    });
  if (ageMs < 30 * DAY_MS)
    return random.weighted({ validity_pending: 5, qualification_pending: 10, qualified: 85 });
  return random.weighted({ validity_pending: 2, qualification_pending: 3, qualified: 95 });
}

/** A start on a business day and hour of the client's time zone, before `now`. */
export function startTime(client: SeedClient, now: Date, random: SeededRandom): Date {
  for (;;) {
    const day = wallTimeOf(
      new Date(now.getTime() - random.int(0, SEED_DAYS - 1) * DAY_MS),
      client.timeZone,
    );
    const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
    if (weekday === 0 && !random.chance(0.05)) continue; // closed on Sundays, but for emergencies
    if (weekday === 6 && !random.chance(0.4)) continue;
    const hour = Number(random.weighted(HOURS));
    const start = instantOf(
      { ...day, hour, minute: random.int(0, 59), second: random.int(0, 59), millisecond: 0 },
      client.timeZone,
    );
    if (start <= now) return start;
  }
}
