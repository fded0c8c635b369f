import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FORMATS } from '../common/formatters';
import { KpiTile } from '../common/KpiTile';
import type { MetricsQuery } from '../common/useMetrics';
import { BATCH_KEYS, type BatchSummary } from './batchRecords';

const title = (name: string) => `${BATCH_KEYS}.tiles.${name}`;

/** The period's jobs, failures, processing time and audio, and the queue now. */
export const BatchTiles = ({ query }: { query: MetricsQuery<BatchSummary> }) => {
  const translate = useTranslate();
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))' }}
    >
      <KpiTile title={title('submitted')} query={query} value={(a) => a.submitted} format="count" />
      <KpiTile title={title('completed')} query={query} value={(a) => a.completed} format="count" />
      <KpiTile
        title={title('failed')}
        query={query}
        value={(a) => a.failed}
        format="count"
        caption={(a, locale) =>
          translate(`${BATCH_KEYS}.failureRate`, { rate: FORMATS.share(a.failure_rate, locale) })
        }
      />
      <KpiTile
        title={title('queue_length')}
        query={query}
        value={(a) => a.queue_length}
        format="count"
        caption={(a, locale) =>
          translate(`${BATCH_KEYS}.running`, { running: FORMATS.count(a.running, locale) })
        }
      />
      <KpiTile
        title={title('processing')}
        query={query}
        value={(a) => a.processing_seconds.p50}
        format="seconds"
        caption={(a, locale) => `p95 ${FORMATS.seconds(a.processing_seconds.p95, locale)}`}
      />
      <KpiTile
        title={title('audio_hours')}
        query={query}
        value={(a) => a.audio_hours}
        format="hours"
      />
    </Box>
  );
};
