export { OneTimeSecretDialog, type ShownSecret } from './OneTimeSecretDialog';
export { SecretResetButton } from './SecretResetButton';
