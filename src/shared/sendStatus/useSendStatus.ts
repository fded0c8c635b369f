import { useCallback, useState } from 'react';
import { useHandleError } from '../notifications';

/** Spec §4: the send status of a save. */
export type SendStatus = 'pending' | 'success' | 'errored';

/**
 * A save's send status (pending, then success or errored) and `track`, which runs a save and sets
 * it; a failure goes through the common error handler with `failureMessage` (spec §8).
 */
export const useSendStatus = (failureMessage: string) => {
  const [status, setStatus] = useState<SendStatus>();
  const handleError = useHandleError();
  const track = useCallback(
    async (save: () => unknown): Promise<boolean> => {
      setStatus('pending');
      try {
        await save();
        setStatus('success');
        return true;
      } catch (error) {
        setStatus('errored');
        handleError(error, failureMessage);
        return false;
      }
    },
    [failureMessage, handleError],
  );
  return { status, track };
};
