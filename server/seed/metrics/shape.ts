import { wallTimeOf } from '../../services/search/zonedTime';
import type { SeededRandom } from '../calls/random';

// DEMO DATA. The shape of the demo traffic: busier on weekday mornings and afternoons, quiet at
// night and on Sundays, and a couple of incidents the dashboards should show.

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
/** The metrics cover this many days back from the seeding hour. */
export const METRICS_DAYS = 30;

/** Relative traffic by local hour of day (contact centres open 8:00–20:00). */
const HOURLY = [
  0.05, 0.03, 0.03, 0.03, 0.05, 0.1, 0.3, 0.6, 1.1, 1.6, 1.9, 1.8, 1.1, 1.2, 1.7, 1.8, 1.6, 1.3,
  0.9, 0.5, 0.3, 0.2, 0.1, 0.07,
];
/** Relative traffic by local weekday, Sunday first. */
const WEEKLY = [0.2, 1.05, 1.0, 0.95, 1.0, 0.9, 0.45];

/** The traffic factor of an hour starting at `instant`, in the app's time zone. */
export function trafficAt(instant: Date, timeZone: string): number {
  const wall = wallTimeOf(instant, timeZone);
  const weekday = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
  return HOURLY[wall.hour] * WEEKLY[weekday];
}

/** The local hour of day of an instant. */
export const wallHour = (instant: Date, timeZone: string): number =>
  wallTimeOf(instant, timeZone).hour;

/** A Poisson draw (Knuth), for the arrivals of one hour. */
export function poisson(mean: number, random: SeededRandom): number {
  const limit = Math.exp(-mean);
  let count = 0;
  for (let product = random.next(); product > limit; product *= random.next()) count += 1;
  return count;
}

/** A log-normal draw around `median` (`spread`: the σ of its logarithm). */
export function logNormal(median: number, spread: number, random: SeededRandom): number {
  const u = Math.max(random.next(), 1e-12);
  const gaussian = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.next());
  return median * Math.exp(spread * gaussian);
}

/** An incident: on the last weekday at least `daysAgo` days before the seeding day, for `hours`. */
export interface Incident {
  daysAgo: number;
  /** Hour of the day (UTC) it starts at. */
  startHour: number;
  hours: number;
}

/** When an incident starts and ends (ms since 1970): a weekday, so that it hits real traffic. */
export function incidentSpan(incident: Incident, now: Date): { start: number; end: number } {
  let day = Math.floor(now.getTime() / DAY_MS) - incident.daysAgo;
  // 1970-01-01 was a Thursday: (day + 4) % 7 is the weekday, Sunday 0.
  while ((day + 4) % 7 === 0 || (day + 4) % 7 === 6) day -= 1;
  const start = day * DAY_MS + incident.startHour * HOUR_MS;
  return { start, end: start + incident.hours * HOUR_MS };
}

export const within = (instant: number, incident: Incident, now: Date): boolean => {
  const { start, end } = incidentSpan(incident, now);
  return instant >= start && instant < end;
};

/** Every hour of the seeded period, oldest first, each with a start instant. */
export function seededHours(now: Date): Date[] {
  const last = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const first = last - METRICS_DAYS * DAY_MS;
  const hours: Date[] = [];
  for (let start = first; start <= last; start += HOUR_MS) hours.push(new Date(start));
  return hours;
}
