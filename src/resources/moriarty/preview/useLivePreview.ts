import { useEffect, useState } from 'react';
import { useServiceRequest } from '../../../shared/declarations/serviceRequest';
import type { PreviewPath, PreviewResult } from './previewTypes';

/** Typing pauses this long (ms) before the preview is asked for. */
export const PREVIEW_DEBOUNCE_MS = 400;

export interface LivePreview<Body> {
  /** The latest answer (kept, as a stale value, while the next one loads). */
  result?: PreviewResult;
  /** The latest request failed (possibly for an older body: see `settledFor`). */
  error?: unknown;
  /** The body the result or error answers. */
  settledFor?: Body;
  /** The current body has no answer yet (waiting for the pause, or in flight). */
  loading: boolean;
}

interface Outcome<Body> {
  key: string;
  body: Body;
  result?: PreviewResult;
  error?: unknown;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Asks the Moriarty service for a preview of `body` (a clue or a tag being edited) once typing
 * pauses for PREVIEW_DEBOUNCE_MS; a newer body cancels the pending pause and aborts the request in
 * flight (AbortController), so only the latest answer is shown. `undefined` = nothing to preview.
 */
export const useLivePreview = <Body>(
  path: PreviewPath,
  body: Body | undefined,
): LivePreview<Body> => {
  const request = useServiceRequest();
  const [outcome, setOutcome] = useState<Outcome<Body> | undefined>(undefined);
  const key = body === undefined ? undefined : JSON.stringify(body);

  useEffect(() => {
    if (key === undefined) return undefined;
    const sent = JSON.parse(key) as Body;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      request<PreviewResult>({
        service: 'moriarty',
        method: 'POST',
        path,
        body: sent,
        signal: controller.signal,
      }).then(
        (result) => setOutcome({ key, body: sent, result }),
        (error: unknown) => {
          if (isAbort(error) || controller.signal.aborted) return;
          setOutcome((previous) => ({ key, body: sent, result: previous?.result, error }));
        },
      );
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, path, request]);

  if (key === undefined) return { loading: false };
  return {
    result: outcome?.result,
    error: outcome?.error,
    settledFor: outcome?.body,
    loading: outcome?.key !== key,
  };
};
