import { useMemo, useState } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import type { Resource } from '../declarations/types';
import { useCreated } from './useCreated';
import { useNotifyFailure } from './useResourceNotify';
import { OneTimeSecretDialog, type ShownSecret } from '../secrets';

/** The declared secrets the answer carries, labelled as the resource's fields. */
export const secretsOf = (
  resource: Resource,
  record: RaRecord,
  translate: (key: string) => string,
): ShownSecret[] =>
  (resource.secrets ?? []).flatMap((source) => {
    const value: unknown = record[source];
    return typeof value === 'string' && value !== ''
      ? [{ label: translate(`resources.${resource.name}.fields.${source}`), value }]
      : [];
  });

/**
 * A create's `mutationOptions` and the dialog to render: when the answer carries one of the
 * declaration's `secrets`, it is shown once to copy before the new record's page opens (the
 * record page reads the record again, without it). Otherwise as `useCreated`.
 */
export const useCreatedSecrets = (resource: Resource) => {
  const translate = useTranslate();
  const created = useCreated();
  const notifyFailure = useNotifyFailure();
  const [answer, setAnswer] = useState<RaRecord>();
  const mutationOptions = useMemo(
    () => ({
      onSuccess: (record: RaRecord) => {
        if (secretsOf(resource, record, translate).length > 0) setAnswer(record);
        else created(record);
      },
      onError: (error: unknown) => notifyFailure('createFailed', error),
    }),
    [created, notifyFailure, resource, translate],
  );
  const dialog = answer && (
    <OneTimeSecretDialog
      secrets={secretsOf(resource, answer, translate)}
      onClose={() => {
        setAnswer(undefined);
        created(answer);
      }}
    />
  );
  return { mutationOptions, dialog };
};
