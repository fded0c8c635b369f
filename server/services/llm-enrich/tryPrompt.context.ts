import type { CallDetails } from '../search/calls.schemas';
import type { TemplateValues } from './template';

// The variables of a prompt template, taken from a call as the search service reads it (its
// client scope and feature roles applied): the transcript, the customer's and the brand's turns,
// the detected tags, the metadata and the call's facts.

const SPEAKERS: Readonly<Record<string, { in: string; out: string }>> = {
  fr: { in: 'Client', out: 'Conseiller' },
  en: { in: 'Customer', out: 'Agent' },
};

/** Speaker names in a language (English for any other). */
export const speakersIn = (lang: string) => SPEAKERS[lang] ?? SPEAKERS.en!;

/** Labels of the call's detected tags (`#id` for a tag without one). */
export const tagLabels = (call: CallDetails) => call.tags.map(({ id, label }) => label ?? `#${id}`);

/** The template values of a call; speaker names in the prompt's language. */
export function callValues(call: CallDetails, promptLang: string): TemplateValues {
  const speakers = speakersIn(promptLang);
  const turns = (speaker: 'in' | 'out') =>
    call.transcript
      .filter((turn) => turn.speaker === speaker)
      .map(({ text }) => text)
      .join('\n');
  return {
    variables: {
      transcript: call.transcript
        .map((turn) => `${speakers[turn.speaker]}: ${turn.text}`)
        .join('\n'),
      customer_turns: turns('in'),
      brand_turns: turns('out'),
      detected_tags: tagLabels(call).join(', '),
      call_id: call.id,
      language: call.lang,
      client: call.client.name,
      campaign: call.campaign.name,
      duration: String(call.duration),
    },
    metadata: call.metadata,
  };
}
