import {
  H2B_COMPLETION_CAUSES,
  type H2bCompletionCause,
  type H2bSessionEvent,
  type NewH2bSession,
} from '../../db/schema';
import type { SeededRandom } from '../calls/random';
import type { DemoApp } from './apps';
import { logNormal, poisson, seededHours, trafficAt, within, type Incident } from './shape';

// DEMO DATA. H2B streaming sessions of the demo stream apps: arrivals follow the daily and weekly
// cycle; most end in Success; one incident (an overloaded recogniser) makes latency jump and
// errors and timeouts pile up for a couple of hours.

/** Sessions per hour at a traffic factor of 1, per app (by name; others get the default). */
const HOURLY_SESSIONS: Readonly<Record<string, number>> = {
  'H2B — Plateau Lyon': 5,
  'H2B — Support desk UK': 2.5,
};
const DEFAULT_HOURLY_SESSIONS = 2;

/** About 8 days ago, 13:00–15:30 UTC: the recogniser cluster overloaded. */
export const H2B_INCIDENT: Incident = { daysAgo: 8, startHour: 13, hours: 2.5 };

const NORMAL_CAUSES: Partial<Record<H2bCompletionCause, number>> = {
  Success: 820,
  NoMatch: 70,
  NoInputTimeout: 45,
  Cancelled: 22,
  RecognitionTimeout: 12,
  TooMuchSpeech: 9,
  SpeechTooEarly: 8,
  Error: 5,
  SemanticsFailure: 4,
  GramLoadFailure: 1,
  GramCompFailure: 1,
  UriFailure: 1,
  LanguageUnsupported: 1,
};
const INCIDENT_CAUSES: Partial<Record<H2bCompletionCause, number>> = {
  ...NORMAL_CAUSES,
  Success: 520,
  Error: 160,
  RecognitionTimeout: 140,
};

/** Causes after which the recogniser gave a final result (and so a latency). */
const WITH_RESULT = new Set<H2bCompletionCause>([
  'Success',
  'NoMatch',
  'TooMuchSpeech',
  'SemanticsFailure',
  'RecognitionTimeout',
]);
const WITHOUT_SPEECH = new Set<H2bCompletionCause>(['NoInputTimeout', 'GramLoadFailure']);

const iso = (ms: number) => new Date(Math.round(ms)).toISOString();

/** The MRCP-like timeline of a session. */
function timeline(
  start: number,
  end: number,
  cause: H2bCompletionCause,
  language: string,
  random: SeededRandom,
): H2bSessionEvent[] {
  const code = String(H2B_COMPLETION_CAUSES.indexOf(cause)).padStart(3, '0');
  const events: H2bSessionEvent[] = [
    { at: iso(start), type: 'open', detail: 'Stream opened' },
    {
      at: iso(start + 120),
      type: 'recognize',
      detail: `RECOGNIZE builtin:speech/transcribe, Speech-Language: ${language}`,
    },
  ];
  const span = end - start;
  if (!WITHOUT_SPEECH.has(cause)) {
    const speech = start + Math.min(span * 0.1, 2_000 + random.int(0, 1_500));
    events.push({ at: iso(speech), type: 'start-of-input', detail: 'Speech detected' });
    if (span > 20_000)
      events.push({
        at: iso(speech + (end - speech) / 2),
        type: 'partial-result',
        detail: `Intermediate result, ${random.int(4, 40)} words`,
      });
  }
  events.push(
    {
      at: iso(end - 200),
      type: 'recognition-complete',
      detail: `RECOGNITION-COMPLETE, Completion-Cause: ${code} ${cause}`,
    },
    { at: iso(end), type: 'close', detail: 'Stream closed' },
  );
  return events;
}

/** Every demo session of one stream app over the seeded period, before `now`. */
export function demoSessions(app: DemoApp, now: Date, random: SeededRandom): NewH2bSession[] {
  const rate = HOURLY_SESSIONS[app.name] ?? DEFAULT_HOURLY_SESSIONS;
  const language = app.timeZone === 'Europe/London' ? 'en-GB' : 'fr-FR';
  const sessions: NewH2bSession[] = [];
  for (const hour of seededHours(now)) {
    const arrivals = poisson(rate * trafficAt(hour, app.timeZone), random);
    for (let arrival = 0; arrival < arrivals; arrival += 1) {
      const start = hour.getTime() + random.int(0, 3_599_999);
      const seconds = Math.min(1_800, Math.max(3, logNormal(95, 0.8, random)));
      const end = start + seconds * 1000;
      if (end > now.getTime()) continue; // the seed leaves no stream open
      const incident = within(start, H2B_INCIDENT, now);
      const cause = random.weighted(incident ? INCIDENT_CAUSES : NORMAL_CAUSES);
      const latency = logNormal(incident ? 1_600 : 320, incident ? 0.5 : 0.35, random);
      sessions.push({
        appId: app.id,
        clientId: app.clientId,
        customId: random.chance(0.85) ? `CALL-${random.digits(8)}` : null,
        startedAt: new Date(start),
        endedAt: new Date(end),
        audioSeconds: Math.round(seconds * random.int(90, 100)) / 100,
        completionCause: cause,
        finalLatencyMs: WITH_RESULT.has(cause) ? Math.round(latency) : null,
        events: timeline(start, end, cause, language, random),
      });
    }
  }
  return sessions;
}
