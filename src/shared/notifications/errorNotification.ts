import type { TranslateFunction } from 'react-admin';
import {
  fieldErrorsOf,
  isClientError,
  isNetworkError,
  isRequestError,
  isTimeoutError,
} from '../http';
import type { ToastOptions } from './toastOptions';

export interface ErrorNotification {
  /** react-admin's notify message (what a plain notification component would show). */
  message: string;
  options: ToastOptions & { type: 'error' };
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The notification of spec §8's common error handler, or undefined for a cancelled request:
 * - a bad request (4xx): the given message as body, and the server's `errors`;
 * - a network error, for administrators: "Network error" / "Is your VPN enabled?";
 * - any other request error: the given message as title, the error's message as body;
 * - a non-request error: the given message as title.
 * The message may be an i18n key or a text.
 */
export const errorNotification = (
  error: unknown,
  message: string | undefined,
  { isAdmin, translate }: { isAdmin: boolean; translate: TranslateFunction },
): ErrorNotification | undefined => {
  if (isAbort(error)) return undefined;
  const given = message === undefined ? undefined : translate(message, { _: message });
  const notification = (options: Omit<ErrorNotification['options'], 'type'>) => ({
    message: options.body ?? options.title ?? given ?? '',
    options: { type: 'error' as const, ...options },
  });

  if (isClientError(error)) {
    return notification({ body: given ?? error.message, errors: fieldErrorsOf(error) });
  }
  if (isNetworkError(error)) {
    const networkTitle = translate('notifications.networkError.title', { _: 'Network error' });
    return isAdmin
      ? notification({
          title: networkTitle,
          body: translate('notifications.networkError.vpnHint', { _: 'Is your VPN enabled?' }),
        })
      : notification({ title: given, body: networkTitle });
  }
  if (isTimeoutError(error)) {
    const body = translate('notifications.timeout', { _: error.message });
    return notification({ title: given, body });
  }
  if (isRequestError(error)) return notification({ title: given, body: error.message });
  return notification({ title: given });
};
