import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BATCH_KEYS, type BatchJob } from './batchRecords';

const COLOURS = {
  queued: 'default',
  running: 'info',
  completed: 'success',
  failed: 'error',
} as const;

/** A job's status as a chip. */
export const JobStatus = ({ status }: Pick<BatchJob, 'status'>) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOURS[status] ?? 'default'}
      label={translate(`${BATCH_KEYS}.statuses.${status}`, { _: status })}
    />
  );
};

/** Why a job failed, in words (an unknown reason as the service wrote it). */
export const useReasonName = () => {
  const translate = useTranslate();
  return (reason: string | null) =>
    reason === null ? null : translate(`${BATCH_KEYS}.reasons.${reason}`, { _: reason });
};
