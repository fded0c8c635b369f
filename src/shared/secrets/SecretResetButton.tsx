import KeyIcon from '@mui/icons-material/Key';
import { useState } from 'react';
import { Button, Confirm, useTranslate } from 'react-admin';
import { useServiceRequest } from '../declarations/serviceRequest';
import type { ServiceName } from '../../../contracts/runtimeConfig';
import { useHandleError } from '../notifications';
import { OneTimeSecretDialog } from './OneTimeSecretDialog';

interface SecretResetButtonProps {
  service: ServiceName;
  /** `POST` path that makes a new secret, e.g. `stream-apps/4/rotate-key`. */
  path: string;
  /** Field of the answer holding the new secret, e.g. `api_key`. */
  source: string;
  /** i18n keys: the button, the confirmation's title and text, the secret's label. */
  labels: { action: string; title: string; content: string; secret: string };
  /** Interpolated into the labels (e.g. the record's name). */
  translateOptions?: Record<string, unknown>;
}

/**
 * "Rotate key" / "Reset password": after a confirmation, asks the service for a new secret (the
 * old one stops working) and shows it once to copy.
 */
export const SecretResetButton = ({
  service,
  path,
  source,
  labels,
  translateOptions,
}: SecretResetButtonProps) => {
  const translate = useTranslate();
  const request = useServiceRequest();
  const handleError = useHandleError();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [secret, setSecret] = useState<string>();
  const reset = async () => {
    setPending(true);
    try {
      const answer = await request<Record<string, unknown>>({ service, method: 'POST', path });
      const value = answer[source];
      if (typeof value === 'string') setSecret(value);
    } catch (error) {
      handleError(error);
    } finally {
      setPending(false);
      setConfirming(false);
    }
  };
  return (
    <>
      <Button
        label={labels.action}
        onClick={() => setConfirming(true)}
        disabled={pending}
        color="warning"
      >
        <KeyIcon />
      </Button>
      <Confirm
        isOpen={confirming}
        loading={pending}
        title={labels.title}
        content={labels.content}
        translateOptions={translateOptions}
        onConfirm={() => void reset()}
        onClose={() => setConfirming(false)}
      />
      {secret !== undefined && (
        <OneTimeSecretDialog
          secrets={[{ label: translate(labels.secret), value: secret }]}
          onClose={() => setSecret(undefined)}
        />
      )}
    </>
  );
};
