import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { cluePreviewRequest } from '../preview/previewRequests';
import { useLivePreview } from '../preview/useLivePreview';
import { querySyntaxErrorOf } from '../query/syntaxError';

/** The live preview of the clue in the form, and its syntax error when it is about this query. */
export const useCluePreview = () => {
  const [lang, query, speakers, concatenationDelay] = useWatch({
    name: ['lang', 'query', 'speakers', 'concatenation_delay'],
  });
  const body = useMemo(
    () => cluePreviewRequest({ lang, query, speakers, concatenation_delay: concatenationDelay }),
    [lang, query, speakers, concatenationDelay],
  );
  const preview = useLivePreview('preview/clue', body);
  const syntaxError =
    preview.settledFor?.query === query ? querySyntaxErrorOf(preview.error) : undefined;
  return { preview, syntaxError };
};
