import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { useServiceRequest } from '../../../shared/declarations/serviceRequest';
import { fieldErrorsOf, isClientError } from '../../../shared/http';
import type { ContactState } from './contactReducer';

/** The outcome of one send: sent, or failed with the server's first email error if any. */
export type ContactOutcome = { sent: true } | { sent: false; emailError?: string };

/**
 * `POST contact/` on the search (transcription) service with exactly `{ body, email, subject }`
 * (spec §7), then the spec §8 notification: thanks, the first email error the server gave, or
 * "try again".
 */
export const useSendContact = () => {
  const request = useServiceRequest();
  const notify = useNotify();
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
        if (emailError !== undefined) {
          notify('shell.contact.emailError', {
            type: 'error',
            messageArgs: { emailAddress: emailError },
          });
        } else {
          notify('shell.contact.failed', { type: 'error' });
        }
        return { sent: false, emailError };
      }
    },
    [request, notify],
  );
};
