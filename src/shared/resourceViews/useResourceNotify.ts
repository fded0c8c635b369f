import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useHandleError } from '../notifications';
import { useDeclaration } from './DeclarationContext';
import { useResourceMessage, type ResourceMessageKey } from './useResourceMessages';

/**
 * Success notifications of declared resources: `resources.<name>.notifications.<key>` when the
 * locale has it (e.g. "Corpus saved successfully."), else react-admin's own message.
 */
export const useNotifySuccess = () => {
  const notify = useNotify();
  const translate = useTranslate();
  const { name } = useDeclaration();
  return useCallback(
    (key: ResourceMessageKey, fallbackKey: string, args: Record<string, unknown> = {}) =>
      notify(`resources.${name}.notifications.${key}`, {
        type: 'success',
        messageArgs: { smart_count: 1, ...args, _: translate(fallbackKey, { smart_count: 1 }) },
      }),
    [notify, translate, name],
  );
};

/**
 * Failures go through the common error handler (spec §8) with the resource's message for the
 * event, e.g. "Fail to post corpus" (the handler's own wording when the locale has none).
 */
export const useNotifyFailure = () => {
  const handleError = useHandleError();
  const message = useResourceMessage();
  return useCallback(
    (key: ResourceMessageKey, error: unknown, args: Record<string, unknown> = {}) =>
      handleError(error, message(key, args)),
    [handleError, message],
  );
};
