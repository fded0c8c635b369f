import { useRecordContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { CallSentencePicker } from './CallSentencePicker';
import { mergeSentences } from './expressionSearch';
import { ADDED_SENTENCES } from './keptSentences';

/** On the corpus page: sentences found in calls of the corpus language, added to the copy saved. */
export const CallSentencesForCorpus = () => {
  const record = useRecordContext();
  const { setValue } = useFormContext();
  const added: string[] = useWatch({ name: ADDED_SENTENCES }) ?? [];
  const sentences: string[] = Array.isArray(record?.sentences) ? record.sentences : [];
  return (
    <CallSentencePicker
      lang={record?.lang}
      existing={[...sentences, ...added]}
      onAdd={(found) =>
        setValue(
          ADDED_SENTENCES,
          mergeSentences(
            added,
            found.filter((sentence) => !sentences.includes(sentence)),
          ),
          { shouldDirty: true, shouldValidate: true },
        )
      }
    />
  );
};
