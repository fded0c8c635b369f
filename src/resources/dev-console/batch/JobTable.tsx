import { useLocale, type Identifier } from 'react-admin';
import { DateTimeValue } from '../../../shared/format';
import { FORMATS } from '../common/formatters';
import { RecentTable, type RecentColumn } from '../common/RecentTable';
import { BATCH_KEYS, JOBS_RESOURCE, type BatchJob } from './batchRecords';
import { JobStatus, useReasonName } from './JobStatus';

const field = (name: string) => `resources.${JOBS_RESOURCE}.fields.${name}`;

/** The period's jobs, newest first; a row opens the job's details. */
export const JobTable = ({ onOpen }: { onOpen: (id: Identifier) => void }) => {
  const locale = useLocale();
  const reasonName = useReasonName();
  const columns: RecentColumn<BatchJob>[] = [
    { label: field('id'), render: (job) => `#${job.id}` },
    { label: field('submitted_at'), render: (job) => <DateTimeValue value={job.submitted_at} /> },
    { label: field('app_name'), render: (job) => job.app_name, wrap: true },
    { label: field('custom_id'), render: (job) => job.custom_id ?? '—' },
    { label: field('status'), render: (job) => <JobStatus status={job.status} /> },
    {
      label: field('audio_seconds'),
      render: (job) => FORMATS.seconds(job.audio_seconds, locale),
      align: 'right',
    },
    {
      label: field('processing_seconds'),
      render: (job) => FORMATS.seconds(job.processing_seconds, locale),
      align: 'right',
    },
    {
      label: field('failure_reason'),
      render: (job) => reasonName(job.failure_reason) ?? '—',
      wrap: true,
    },
  ];
  return <RecentTable columns={columns} onOpen={onOpen} emptyText={`${BATCH_KEYS}.emptyJobs`} />;
};
