import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useHandleError } from '../../../shared/notifications';

/**
 * Notifications by full i18n key, for the LM Factory messages of spec §8 that are not one of the
 * generated views' events (word search, alias clash, configuration updates, ...).
 */
export const useLmNotify = () => {
  const notify = useNotify();
  const translate = useTranslate();
  const handleError = useHandleError();
  const success = useCallback(
    (key: string, args: Record<string, unknown> = {}) =>
      notify(key, { type: 'success', messageArgs: args }),
    [notify],
  );
  const failure = useCallback(
    (key: string, error: unknown, args: Record<string, unknown> = {}) =>
      handleError(error, translate(key, args)),
    [handleError, translate],
  );
  return { success, failure };
};
