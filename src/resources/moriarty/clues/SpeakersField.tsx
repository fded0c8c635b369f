import { useRecordContext, useTranslate } from 'react-admin';
import { SPEAKER_CHOICES, speakerChoiceOf } from './speakers';

/** A clue's speakers as their label: Customer (in), Brand (out) or Both. */
export const SpeakersField = ({ source = 'speakers' }: { source?: string; label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const choice = speakerChoiceOf(record?.[source]);
  const name = SPEAKER_CHOICES.find((item) => item.id === choice)?.name ?? choice;
  return <span>{translate(name)}</span>;
};
