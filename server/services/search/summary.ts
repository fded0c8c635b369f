import type { DetectedTag, TranscriptTurn } from '../../db/schema';
import type { TagLabels } from './calls.queries';

/** A turn quoted by the summary. */
export interface QuotedTurn {
  turn: number;
  speaker: TranscriptTurn['speaker'];
  start: number;
  text: string;
}

/** An extractive summary: the call's own sentences, chosen, never rewritten. */
export interface CallSummaryText {
  /** Why the customer called: their first turn with substance. */
  reason: QuotedTurn | null;
  /** Where each detected tag first matched, in call order (at most five). */
  moments: (QuotedTurn & { tag: { id: number; label: string | null } })[];
  /** How the call ended: the brand's last turn with substance. */
  outcome: QuotedTurn | null;
}

const MIN_WORDS = 6;
const MAX_MOMENTS = 5;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

const quote = (transcript: readonly TranscriptTurn[], turn: number): QuotedTurn => ({
  turn,
  speaker: transcript[turn].speaker,
  start: transcript[turn].start,
  text: transcript[turn].text,
});

/**
 * Summarises a call from its transcript and detections (`feat.scribr.call_summary`): the
 * customer's first substantial turn, the turns where the detected tags matched, the brand's last
 * substantial turn. Greetings and goodbyes are short, so the word count skips them.
 */
export function summariseCall(
  transcript: readonly TranscriptTurn[],
  detected: readonly DetectedTag[],
  labels: TagLabels,
): CallSummaryText {
  const substantial = (speaker: TranscriptTurn['speaker']) =>
    transcript.flatMap((turn, at) =>
      turn.speaker === speaker && words(turn.text) >= MIN_WORDS ? [at] : [],
    );
  const customer = substantial('in');
  const brand = substantial('out');
  const moments = detected
    .filter((tag) => tag.matches.length > 0)
    .map((tag) => ({ tag, turn: Math.min(...tag.matches.map((match) => match.turn)) }))
    .filter(({ turn }) => turn >= 0 && turn < transcript.length)
    .sort((a, b) => a.turn - b.turn || a.tag.id - b.tag.id)
    .slice(0, MAX_MOMENTS)
    .map(({ tag, turn }) => ({
      ...quote(transcript, turn),
      tag: { id: tag.id, label: labels.get(tag.id) ?? null },
    }));
  return {
    reason: customer.length ? quote(transcript, customer[0]) : null,
    moments,
    outcome: brand.length ? quote(transcript, brand[brand.length - 1]) : null,
  };
}
