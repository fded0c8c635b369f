import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { isRequestError } from '../http';
import { useSession } from '../session';
import { errorNotification } from './errorNotification';

/**
 * The common error handler of spec §8: `handleError(error, message?)` shows the error's
 * notification (see errorNotification). Errors that are not request errors are also logged,
 * being bugs rather than answers.
 */
export const useHandleError = (): ((error: unknown, message?: string) => void) => {
  const notify = useNotify();
  const translate = useTranslate();
  const isAdmin = useSession((session) => session.isAdmin);
  return useCallback(
    (error: unknown, message?: string) => {
      const notification = errorNotification(error, message, { isAdmin, translate });
      if (!notification) return;
      if (!isRequestError(error)) console.error(error);
      notify(notification.message, notification.options);
    },
    [notify, translate, isAdmin],
  );
};
