import { Alert, AlertTitle, Button, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useEffect, type ReactNode } from 'react';
import { CloseNotificationContext, useTranslate, type NotificationPayload } from 'react-admin';
import { FieldErrorList } from './FieldErrorList';
import { NOTIFICATION_LIFETIME_MS, type ToastOptions } from './toastOptions';

export interface ToastProps {
  notification: NotificationPayload;
  /** Stable across renders (a new function would restart the timer). */
  onClose: (notification: NotificationPayload, undo?: boolean) => void;
}

/** One notification: title (or type), optional body, field errors, close (and undo) buttons. */
export const Toast = ({ notification, onClose }: ToastProps) => {
  const translate = useTranslate();
  const { message, type } = notification;
  const options: ToastOptions = notification.notificationOptions ?? {};
  const { title, body, errors, autoHideDuration, messageArgs, undoable } = options;
  const delay = autoHideDuration === undefined ? NOTIFICATION_LIFETIME_MS : autoHideDuration;

  useEffect(() => {
    if (!delay) return;
    const timer = setTimeout(() => onClose(notification), delay);
    return () => clearTimeout(timer);
  }, [delay, notification, onClose]);

  const structured = title !== undefined || body !== undefined || errors !== undefined;
  let content: ReactNode = body;
  if (!structured) {
    content =
      typeof message === 'string' ? translate(message, { _: message, ...messageArgs }) : message;
  }
  const close = () => onClose(notification);
  const closeLabel = translate('notifications.close', { _: 'Close' });
  const hasErrors = errors !== undefined && Object.keys(errors).length > 0;

  return (
    <CloseNotificationContext.Provider value={close}>
      <Alert
        severity={type}
        variant="filled"
        role={type === 'error' || type === 'warning' ? 'alert' : 'status'}
        elevation={6}
        sx={{ width: '100%', whiteSpace: 'pre-line', wordBreak: 'break-word' }}
        action={
          <>
            {undoable && (
              <Button color="inherit" size="small" onClick={() => onClose(notification, true)}>
                {translate('ra.action.undo')}
              </Button>
            )}
            <IconButton color="inherit" size="small" aria-label={closeLabel} onClick={close}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
      >
        <AlertTitle>{title ?? translate(`notifications.types.${type}`, { _: type })}</AlertTitle>
        {content}
        {hasErrors && (
          <FieldErrorList
            errors={errors}
            label={translate('notifications.fieldErrors', { _: 'Errors by field' })}
          />
        )}
      </Alert>
    </CloseNotificationContext.Provider>
  );
};
