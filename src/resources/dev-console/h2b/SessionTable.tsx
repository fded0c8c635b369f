import { useLocale, useTranslate, type Identifier } from 'react-admin';
import { DateTimeValue } from '../../../shared/format';
import { FORMATS } from '../common/formatters';
import { RecentTable, type RecentColumn } from '../common/RecentTable';
import { H2B_KEYS, type H2bSession } from './h2bRecords';

const field = (name: string) => `resources.dev-console/h2b-sessions.fields.${name}`;

/** The completion cause in words; a session still open has none yet. */
export const useCauseName = () => {
  const translate = useTranslate();
  return (cause: string | null) =>
    cause === null
      ? translate(`${H2B_KEYS}.stillOpen`)
      : translate(`${H2B_KEYS}.causes.${cause}`, { _: cause });
};

/** The period's sessions, newest first; a row opens the session's timeline. */
export const SessionTable = ({ onOpen }: { onOpen: (id: Identifier) => void }) => {
  const locale = useLocale();
  const causeName = useCauseName();
  const columns: RecentColumn<H2bSession>[] = [
    { label: field('id'), render: (session) => `#${session.id}` },
    {
      label: field('started_at'),
      render: (session) => <DateTimeValue value={session.started_at} />,
    },
    { label: field('app_name'), render: (session) => session.app_name, wrap: true },
    { label: field('custom_id'), render: (session) => session.custom_id ?? '—' },
    {
      label: field('duration_seconds'),
      render: (session) => FORMATS.seconds(session.duration_seconds, locale),
      align: 'right',
    },
    {
      label: field('completion_cause'),
      render: (session) => causeName(session.completion_cause),
      wrap: true,
    },
    {
      label: field('final_latency_ms'),
      render: (session) => FORMATS.ms(session.final_latency_ms, locale),
      align: 'right',
    },
  ];
  return <RecentTable columns={columns} onOpen={onOpen} emptyText={`${H2B_KEYS}.emptySessions`} />;
};
