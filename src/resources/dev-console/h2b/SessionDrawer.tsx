import { Skeleton, Typography } from '@mui/material';
import { useGetOne, useLocale, useTranslate } from 'react-admin';
import { DateTimeValue } from '../../../shared/format';
import { DetailRows } from '../common/DetailRows';
import { FailedAlert } from '../common/FailedAlert';
import { FORMATS } from '../common/formatters';
import { RecordDrawer } from '../common/RecordDrawer';
import type { RecordDrawerState } from '../common/useRecordDrawer';
import { H2B_KEYS, SESSIONS_RESOURCE, type H2bSessionDetail } from './h2bRecords';
import { useCauseName } from './SessionTable';
import { SessionTimeline } from './SessionTimeline';

const field = (name: string) => `resources.${SESSIONS_RESOURCE}.fields.${name}`;

/** One session (`GET sessions/{id}`): its figures and its event timeline. */
export const SessionDrawer = ({ drawer }: { drawer: RecordDrawerState }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const causeName = useCauseName();
  const { id, open, close } = drawer;
  const session = useGetOne<H2bSessionDetail>(
    SESSIONS_RESOURCE,
    { id: id ?? 0 },
    { enabled: id !== undefined },
  );
  const { data } = session;
  return (
    <RecordDrawer open={open} title={translate(`${H2B_KEYS}.session`, { id })} onClose={close}>
      {session.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : session.isError || !data ? (
        <FailedAlert onRetry={session.refetch} />
      ) : (
        <>
          <DetailRows
            rows={[
              [field('app_name'), data.app_name],
              [field('custom_id'), data.custom_id],
              [field('started_at'), <DateTimeValue key="start" value={data.started_at} />],
              [field('ended_at'), <DateTimeValue key="end" value={data.ended_at} />],
              [field('duration_seconds'), FORMATS.seconds(data.duration_seconds, locale)],
              [field('audio_seconds'), FORMATS.seconds(data.audio_seconds, locale)],
              [field('completion_cause'), causeName(data.completion_cause)],
              [field('final_latency_ms'), FORMATS.ms(data.final_latency_ms, locale)],
            ]}
          />
          <Typography variant="subtitle2" component="h3" sx={{ mt: 3 }}>
            {translate(`${H2B_KEYS}.timeline`)}
          </Typography>
          {data.events ? (
            <SessionTimeline events={data.events} />
          ) : (
            <Skeleton variant="rounded" height={160} />
          )}
        </>
      )}
    </RecordDrawer>
  );
};
