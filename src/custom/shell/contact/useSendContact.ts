import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useServiceRequest } from '../../../shared/declarations/serviceRequest';
import { fieldErrorsOf, isClientError } from '../../../shared/http';
import { useHandleError } from '../../../shared/notifications';
import type { ContactState } from './contactReducer';

/** The outcome of one send: sent, or failed with the server's first email error if any. */
export type ContactOutcome = { sent: true } | { sent: false; emailError?: string };

/**
 * `POST contact/` on the search (transcription) service with exactly `{ body, email, subject }`
 * (spec §7), then the spec §8 notification: thanks, or — through the common error handler — the
 * first email error the server gave, or "try again".
 */
export const useSendContact = () => {
  const request = useServiceRequest();
  const notify = useNotify();
  const translate = useTranslate();
  const handleError = useHandleError();
  return useCallback(
    async ({ body, emailAddress, subject }: ContactState): Promise<ContactOutcome> => {
      try {
        await request({
          service: 'search',
          method: 'POST',
          path: 'contact/',
          body: { body, email: emailAddress, subject },
        });
        notify('shell.contact.sent', { type: 'success' });
        return { sent: true };
      } catch (error) {
        const emailError = isClientError(error) ? fieldErrorsOf(error).email?.[0] : undefined;
        handleError(
          error,
          emailError === undefined
            ? 'shell.contact.failed'
            : translate('shell.contact.emailError', { emailAddress: emailError }),
        );
        return { sent: false, emailError };
      }
    },
    [request, notify, translate, handleError],
  );
};
