import type { Speaker } from '../../../db/schema';

// A tiny language for call scripts: lines said by the customer (`in`) or the agent (`out`), each
// with variants, optional parts and alternative branches. Placeholders such as `{orderNumber}` are
// filled once per call, so a number given by the customer is the one the agent repeats.

export type SearchLanguage = 'fr' | 'en';

export const TOPICS = ['billing', 'cancellation', 'delivery', 'complaint', 'appointment'] as const;
export type Topic = (typeof TOPICS)[number];

export interface Line {
  kind: 'line';
  speaker: Speaker;
  variants: readonly string[];
  /** The agent puts the customer on hold after this line (a long silence follows). */
  hold?: boolean;
}

export interface Maybe {
  kind: 'maybe';
  probability: number;
  steps: readonly Step[];
}

export interface Either {
  kind: 'either';
  branches: readonly (readonly Step[])[];
}

export type Step = Line | Maybe | Either;

export const customer = (...variants: string[]): Line => ({
  kind: 'line',
  speaker: 'in',
  variants,
});
export const agent = (...variants: string[]): Line => ({ kind: 'line', speaker: 'out', variants });
/** An agent line after which the customer waits on hold. */
export const agentHolds = (...variants: string[]): Line => ({ ...agent(...variants), hold: true });
export const maybe = (probability: number, ...steps: Step[]): Maybe => ({
  kind: 'maybe',
  probability,
  steps,
});
/** One of the branches, equally likely. */
export const either = (...branches: Step[][]): Either => ({ kind: 'either', branches });

export interface LanguageScript {
  /** Calls the customer makes, by topic. */
  inbound: Record<Topic, readonly Step[]>;
  /** Calls the agent makes (retention call-backs, appointment reminders). */
  outbound: Partial<Record<Topic, readonly Step[]>>;
  /** Calls that come to nothing (wrong number, silence, voicemail): their status is `void`. */
  failed: { inbound: readonly (readonly Step[])[]; outbound: readonly (readonly Step[])[] };
}
