import { useRecordContext, useTranslate } from 'react-admin';
import { speakerChoiceName } from './speakers';

/** A clue's speakers as their label: Customer (in), Brand (out) or Both. */
export const SpeakersField = ({ source = 'speakers' }: { source?: string; label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <span>{translate(speakerChoiceName(record?.[source]))}</span>;
};
