import { useRecordContext, useTranslate } from 'react-admin';
import type { Dictionary } from './dictionaryRequests';

/** "v2 of 2": this version's number and the latest's. */
export const VersionField = (_props: { source: string; label?: string }) => {
  const record = useRecordContext<Dictionary>();
  const translate = useTranslate();
  if (!record?.version) return null;
  return (
    <span>
      {translate('resources.lmfactory/dictionaries.version.of', {
        current: record.version.current,
        latest: record.version.latest,
      })}
    </span>
  );
};
