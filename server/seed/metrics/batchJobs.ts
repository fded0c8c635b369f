import type { NewBatchJob } from '../../db/schema';
import type { SeededRandom } from '../calls/random';
import type { DemoApp } from './apps';
import {
  HOUR_MS,
  incidentSpan,
  logNormal,
  poisson,
  seededHours,
  trafficAt,
  wallHour,
  type Incident,
} from './shape';

// DEMO DATA. Files submitted to the demo batch apps: business-hours uploads, a nightly bulk drop
// for the debt-collection app, a few failures, and one incident (the audio transcoder down for
// a morning) that fails part of the jobs and lets the queue build up until it is over.

/** Jobs per hour at a traffic factor of 1, per app (by name; others get the default). */
const HOURLY_JOBS: Readonly<Record<string, number>> = {
  'Vocal cookie — Service client': 2,
  'Vocal cookie — Recouvrement': 0.6,
  'Vocal cookie — Customer care UK': 1,
};
const DEFAULT_HOURLY_JOBS = 0.8;
/** Apps that drop a batch of recordings every night at 02:00 local time. */
const NIGHTLY_DROP: Readonly<Record<string, number>> = { 'Vocal cookie — Recouvrement': 16 };

/** About 17 days ago, 07:00–12:00 UTC: the audio transcoder down, platform-wide. */
export const BATCH_INCIDENT: Incident = { daysAgo: 17, startHour: 7, hours: 5 };

const FAILURE_REASONS = {
  audio_decode_error: 35,
  empty_audio: 25,
  unsupported_format: 20,
  timeout: 10,
  callback_failed: 10,
};

/** One job submitted at `submitted` (ms), as it stands at `now`. */
function job(app: DemoApp, submitted: number, now: Date, random: SeededRandom): NewBatchJob {
  const audio = Math.min(3_600, Math.max(5, logNormal(180, 0.6, random)));
  const recent = now.getTime() - submitted < HOUR_MS / 2;
  let started = submitted + logNormal(recent ? 600 : 20, recent ? 0.8 : 1, random) * 1000;
  let completed = started + (audio * 0.12 + 4) * logNormal(1, 0.2, random) * 1000;
  let reason: string | null = random.chance(0.025) ? random.weighted(FAILURE_REASONS) : null;
  const incident = incidentSpan(BATCH_INCIDENT, now);
  if (submitted >= incident.start && submitted < incident.end) {
    if (random.chance(0.6)) {
      // Refused after waiting for the transcoder: never started.
      reason = 'transcoder_unavailable';
      completed = submitted + random.int(60, 900) * 1000;
      started = Number.NaN;
    } else {
      // Held in the queue until the transcoder came back.
      const resumed = incident.end + random.int(0, 2_400) * 1000;
      completed = resumed + (completed - started);
      started = resumed;
    }
  }
  const base = {
    appId: app.id,
    clientId: app.clientId,
    customId: random.chance(0.9) ? `JOB-${random.digits(7)}` : null,
    submittedAt: new Date(submitted),
    audioSeconds: Math.round(audio * 100) / 100,
  };
  const time = now.getTime();
  const unstarted = Number.isNaN(started);
  if (unstarted ? completed > time : started > time) return { ...base, status: 'queued' };
  const startedAt = unstarted ? null : new Date(started);
  if (completed > time) return { ...base, status: 'running', startedAt };
  return {
    ...base,
    status: reason ? 'failed' : 'completed',
    startedAt,
    completedAt: new Date(completed),
    failureReason: reason,
  };
}

/** Every demo job of one batch app over the seeded period, submitted before `now`. */
export function demoJobs(app: DemoApp, now: Date, random: SeededRandom): NewBatchJob[] {
  const rate = HOURLY_JOBS[app.name] ?? DEFAULT_HOURLY_JOBS;
  const drop = NIGHTLY_DROP[app.name] ?? 0;
  const jobs: NewBatchJob[] = [];
  for (const hour of seededHours(now)) {
    let arrivals = poisson(rate * trafficAt(hour, app.timeZone), random);
    if (drop && wallHour(hour, app.timeZone) === 2) arrivals += poisson(drop, random);
    for (let arrival = 0; arrival < arrivals; arrival += 1) {
      const submitted = hour.getTime() + random.int(0, 3_599_999);
      if (submitted <= now.getTime()) jobs.push(job(app, submitted, now, random));
    }
  }
  return jobs;
}
