import type { CallStatus } from '../../db/schema';
import { instantOf, wallTimeOf, type WallTime } from '../../services/search/zonedTime';
import type { SeedClient } from './catalog';
import type { SeededRandom } from './random';

// When demo calls happen, and how far their processing has gone.

/** Calls spread over this many days back from the seeding date (13 months). */
export const SEED_DAYS = 395;
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

interface BusinessDay {
  wall: WallTime;
  weekday: number;
  /** UTC offset at noon, in ms: DST changes happen at night, outside business hours. */
  offset: number;
}

// Formatting dates in a time zone is the slow part of planning a million calls: each client's
// days are looked up once.
const businessDays = new Map<string, BusinessDay>();

function businessDay(now: Date, daysBack: number, timeZone: string): BusinessDay {
  const key = `${timeZone}|${now.getTime()}|${daysBack}`;
  let day = businessDays.get(key);
  if (!day) {
    const wall = wallTimeOf(new Date(now.getTime() - daysBack * DAY_MS), timeZone);
    const noon = { ...wall, hour: 12, minute: 0, second: 0, millisecond: 0 };
    const noonUtc = Date.UTC(wall.year, wall.month - 1, wall.day, 12);
    day = {
      wall,
      weekday: new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay(),
      offset: noonUtc - instantOf(noon, timeZone).getTime(),
    };
    businessDays.set(key, day);
  }
  return day;
}

/** A start on a business day and hour of the client's time zone, before `now`. */
export function startTime(client: SeedClient, now: Date, random: SeededRandom): Date {
  for (;;) {
    const { wall, weekday, offset } = businessDay(
      now,
      random.int(0, SEED_DAYS - 1),
      client.timeZone,
    );
    if (weekday === 0 && !random.chance(0.05)) continue; // closed on Sundays, but for emergencies
    if (weekday === 6 && !random.chance(0.4)) continue;
    const hour = Number(random.weighted(HOURS));
    const local = Date.UTC(
      wall.year,
      wall.month - 1,
      wall.day,
      hour,
      random.int(0, 59),
      random.int(0, 59),
    );
    const start = new Date(local - offset);
    if (start <= now) return start;
  }
}
