import { Skeleton } from '@mui/material';
import { useGetOne, useLocale, useTranslate } from 'react-admin';
import { DateTimeValue } from '../../../shared/format';
import { DetailRows } from '../common/DetailRows';
import { FailedAlert } from '../common/FailedAlert';
import { FORMATS } from '../common/formatters';
import { RecordDrawer } from '../common/RecordDrawer';
import type { RecordDrawerState } from '../common/useRecordDrawer';
import { BATCH_KEYS, JOBS_RESOURCE, type BatchJob } from './batchRecords';
import { JobStatus, useReasonName } from './JobStatus';

const field = (name: string) => `resources.${JOBS_RESOURCE}.fields.${name}`;

/** One job (`GET jobs/{id}`): its status, times, audio and why it failed. */
export const JobDrawer = ({ drawer }: { drawer: RecordDrawerState }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const reasonName = useReasonName();
  const { id, open, close } = drawer;
  const job = useGetOne<BatchJob>(JOBS_RESOURCE, { id: id ?? 0 }, { enabled: id !== undefined });
  const { data } = job;
  const seconds = (value: number | null) => FORMATS.seconds(value, locale);
  return (
    <RecordDrawer open={open} title={translate(`${BATCH_KEYS}.job`, { id })} onClose={close}>
      {job.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : job.isError || !data ? (
        <FailedAlert onRetry={job.refetch} />
      ) : (
        <DetailRows
          rows={[
            [field('status'), <JobStatus key="status" status={data.status} />],
            ...(data.status === 'failed'
              ? [[field('failure_reason'), reasonName(data.failure_reason)] as const]
              : []),
            [field('app_name'), data.app_name],
            [field('custom_id'), data.custom_id],
            [field('submitted_at'), <DateTimeValue key="submit" value={data.submitted_at} />],
            [field('started_at'), <DateTimeValue key="start" value={data.started_at} />],
            [field('completed_at'), <DateTimeValue key="end" value={data.completed_at} />],
            [field('wait_seconds'), seconds(data.wait_seconds)],
            [field('processing_seconds'), seconds(data.processing_seconds)],
            [field('audio_seconds'), seconds(data.audio_seconds)],
          ]}
        />
      )}
    </RecordDrawer>
  );
};
