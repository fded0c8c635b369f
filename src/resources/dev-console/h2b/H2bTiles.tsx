import { Box } from '@mui/material';
import { FORMATS } from '../common/formatters';
import { KpiTile } from '../common/KpiTile';
import type { MetricsQuery } from '../common/useMetrics';
import { H2B_KEYS, type H2bSummary } from './h2bRecords';

const title = (name: string) => `${H2B_KEYS}.tiles.${name}`;

/** The period's figures: sessions, peak concurrent streams, audio, latency, success rate. */
export const H2bTiles = ({ query }: { query: MetricsQuery<H2bSummary> }) => (
  <Box
    sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))' }}
  >
    <KpiTile title={title('sessions')} query={query} value={(a) => a.sessions} format="count" />
    <KpiTile
      title={title('peak_concurrent')}
      query={query}
      value={(a) => a.peak_concurrent}
      format="count"
    />
    <KpiTile
      title={title('audio_minutes')}
      query={query}
      value={(a) => a.audio_minutes}
      format="minutes"
    />
    <KpiTile
      title={title('latency')}
      query={query}
      value={(a) => a.latency_ms.p95}
      format="ms"
      caption={({ latency_ms: { p50, p99 } }, locale) =>
        `p50 ${FORMATS.ms(p50, locale)} · p99 ${FORMATS.ms(p99, locale)}`
      }
    />
    <KpiTile
      title={title('success_rate')}
      query={query}
      value={(a) => a.success_rate}
      format="share"
    />
  </Box>
);
