export { SendStatusText } from './SendStatusText';
export { useSendStatus, type SendStatus } from './useSendStatus';
