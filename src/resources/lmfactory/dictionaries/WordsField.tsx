import { useRecordContext } from 'react-admin';
import { dictionaryWords } from './dictionaryRequests';

/** How many words and expressions the dictionary holds (list column). */
export const WordsField = ({ source }: { source: string; label?: string }) => {
  const record = useRecordContext();
  return <span>{dictionaryWords(record?.[source]).length}</span>;
};
