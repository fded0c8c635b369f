import { useTranslate } from 'react-admin';
import { AppIcon, isIconName } from '../../../shared/icons';
import type { CallStatus } from './callRecord';

/** A call status as its named icon (spec §3), named in a 300 ms tooltip and for screen readers. */
export const StatusIcon = ({ status }: { status: CallStatus }) => {
  const translate = useTranslate();
  const label = translate(`resources.scribr/call-list.status.${status}`, { _: status });
  if (!isIconName(status)) return <span>{label}</span>;
  return (
    <span data-status={status} style={{ display: 'inline-flex' }}>
      <AppIcon name={status} size="small" label={label} />
    </span>
  );
};
