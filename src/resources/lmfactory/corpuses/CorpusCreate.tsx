import { useFormContext, useWatch } from 'react-hook-form';
import { dropEmptyLines, GeneratedCreate } from '../../../shared/resourceViews';
import { CallSentencePicker } from './CallSentencePicker';
import { mergeSentences } from './expressionSearch';

/** Sentences found in calls of the chosen language, added to the typed ones. */
const CallSentencesForNewCorpus = () => {
  const { setValue } = useFormContext();
  const [lang, sentences] = useWatch({ name: ['lang', 'sentences'] });
  const existing = dropEmptyLines(sentences);
  return (
    <CallSentencePicker
      lang={lang}
      existing={existing}
      onAdd={(added) =>
        setValue('sentences', mergeSentences(existing, added), {
          shouldDirty: true,
          shouldValidate: true,
        })
      }
    />
  );
};

/** New corpus (lazy-loaded): the generated form, plus sentences found in real calls. */
const CorpusCreate = () => (
  <GeneratedCreate>
    <CallSentencesForNewCorpus />
  </GeneratedCreate>
);

export default CorpusCreate;
