import { useMemo } from 'react';
import { tagPreviewRequest } from '../preview/previewRequests';
import { useLivePreview } from '../preview/useLivePreview';
import { useBuilder } from './BuilderContext';

/** The live preview of the tag being edited: its tree and the clues edited in place. */
export const useTagPreview = (lang: string | undefined, concatenationDelay: unknown) => {
  const { state } = useBuilder();
  const body = useMemo(
    () => tagPreviewRequest(state, { lang, concatenation_delay: concatenationDelay }),
    [state, lang, concatenationDelay],
  );
  return useLivePreview('preview/tag', body);
};
