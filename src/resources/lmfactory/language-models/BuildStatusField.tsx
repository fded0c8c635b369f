import { useRecordContext } from 'react-admin';
import { BuildStatusChip } from './BuildStatusChip';

/** List column: the model's build status chip. */
export const BuildStatusField = ({ source }: { source: string; label?: string }) => {
  const record = useRecordContext();
  return <BuildStatusChip size="small" status={record?.[source]} />;
};
