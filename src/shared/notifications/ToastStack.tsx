import { Stack } from '@mui/material';
import { useCallback, useEffect } from 'react';
import {
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';
import { Toast } from './Toast';

/** Stable React keys for notifications (react-admin's payloads carry no id). */
const keys = new WeakMap<NotificationPayload, number>();
let lastKey = 0;
const keyOf = (notification: NotificationPayload): number => {
  const known = keys.get(notification);
  if (known !== undefined) return known;
  lastKey += 1;
  keys.set(notification, lastKey);
  return lastKey;
};

/** Asks before leaving the page while an undoable change is still waiting to be sent. */
const useConfirmLeaveWhilePending = (pending: boolean) => {
  useEffect(() => {
    if (!pending) return;
    const confirmLeave = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', confirmLeave);
    return () => window.removeEventListener('beforeunload', confirmLeave);
  }, [pending]);
};

/**
 * The notifications, as a stack of toasts at the bottom right, newest at the bottom (spec §2).
 * Pass it as `<Admin notification={ToastStack}>`: it renders react-admin's notification context,
 * so `useNotify()` keeps working; closing an undoable toast commits its mutation, Undo cancels it.
 */
export const ToastStack = () => {
  const { notifications, setNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();

  const close = useCallback(
    (notification: NotificationPayload, undo = false) => {
      if (notification.notificationOptions?.undoable) takeMutation()?.({ isUndo: undo });
      setNotifications((current) => current.filter((item) => item !== notification));
    },
    [setNotifications, takeMutation],
  );
  useConfirmLeaveWhilePending(notifications.some((item) => item.notificationOptions?.undoable));

  if (notifications.length === 0) return null;
  return (
    <Stack
      component="section"
      aria-label={translate('notifications.region', { _: 'Notifications' })}
      spacing={1}
      sx={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        zIndex: (theme) => theme.zIndex.snackbar,
        width: 'min(420px, calc(100vw - 32px))',
      }}
    >
      {notifications.map((notification) => (
        <Toast key={keyOf(notification)} notification={notification} onClose={close} />
      ))}
    </Stack>
  );
};
