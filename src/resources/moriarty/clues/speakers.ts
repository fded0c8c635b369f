/** Who a clue listens to (spec §3): the customer (`in`), the brand (`out`), or both. */
export type Speaker = 'in' | 'out';

export const BOTH_SPEAKERS: readonly Speaker[] = ['in', 'out'];

/** The one choice the editor offers for a speakers subset. */
export type SpeakerChoice = 'in' | 'out' | 'both';

export const SPEAKER_CHOICES: ReadonlyArray<{ id: SpeakerChoice; name: string }> = [
  { id: 'in', name: 'moriarty.speakers.in' },
  { id: 'out', name: 'moriarty.speakers.out' },
  { id: 'both', name: 'moriarty.speakers.both' },
];

const isSpeaker = (value: unknown): value is Speaker => value === 'in' || value === 'out';

/** A stored subset → its choice; anything but exactly one speaker is Both (the default). */
export const speakerChoiceOf = (speakers: unknown): SpeakerChoice => {
  const kept = Array.isArray(speakers) ? [...new Set(speakers.filter(isSpeaker))] : [];
  return kept.length === 1 ? kept[0] : 'both';
};

/** A stored subset → the i18n key of its choice's name (Customer, Brand, Both). */
export const speakerChoiceName = (speakers: unknown): string => {
  const choice = speakerChoiceOf(speakers);
  return SPEAKER_CHOICES.find((item) => item.id === choice)?.name ?? choice;
};

/** A choice → the subset sent to the service, always in the order ['in', 'out']. */
export const speakersOf = (choice: unknown): Speaker[] =>
  choice === 'in' || choice === 'out' ? [choice] : [...BOTH_SPEAKERS];

/** i18n key of a transcript turn's speaker: Customer / Brand. */
export const turnSpeakerKey = (speaker: string): string =>
  speaker === 'out' ? 'moriarty.preview.brand' : 'moriarty.preview.customer';
