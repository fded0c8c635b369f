import type { NotificationOptions, NotificationType } from 'react-admin';
import type { FieldErrors } from '../http';

/** Spec §4/§9: a notification vanishes after 7000 ms unless told otherwise; 0 = it stays. */
export const NOTIFICATION_LIFETIME_MS = 7000;

/**
 * What a toast shows, passed in react-admin's notify options:
 * `notify(message, { type, title, body, errors, autoHideDuration })`.
 * - `title`: shown as given; defaults to the translated type ("Error", "Success", ...).
 * - `body`: shown as given; when neither title, body nor errors is given, the body is the
 *   translated `message` (react-admin's convention, so plain `notify('key')` works).
 * - `errors`: field → messages, listed as the field name followed by its messages.
 * - `autoHideDuration`: ms; 0 or null = stays until closed; default 7000.
 */
export interface ToastOptions extends NotificationOptions {
  type?: NotificationType;
  title?: string;
  body?: string;
  errors?: FieldErrors;
}
