export { ToastStack } from './ToastStack';
export { Toast } from './Toast';
export type { ToastProps } from './Toast';
export { useHandleError } from './useHandleError';
export { errorNotification } from './errorNotification';
export type { ErrorNotification } from './errorNotification';
export { NOTIFICATION_LIFETIME_MS } from './toastOptions';
export type { ToastOptions } from './toastOptions';
