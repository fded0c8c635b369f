import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { lazy, Suspense, useDeferredValue } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import type { AggregationAnswer, Chart } from './chartRecord';
import { chartRows, pickedEntry } from './chartRows';
import { ChartTable } from './ChartTable';
import type { DrillDown } from './useDrillDown';
import { bucketName, formatMetric, formatTick } from './formatMetric';
import { KpiFigure } from './KpiFigure';
import { LoadingBlock } from './LoadingBlock';
import { useAggregation, type ChartShape } from './useAggregation';

// recharts comes with it, loaded with the first chart drawn.
const DetachedChart = lazy(() => import('./DetachedChart'));

export const CHART_HEIGHT = 260;

export interface ChartCardProps {
  chart: ChartShape & Pick<Chart, 'type' | 'title'>;
  filterValues: Readonly<Record<string, unknown>>;
  /** Opens the call list behind a clicked bucket; none in the editor's preview. */
  onDrill?: DrillDown;
}

/**
 * One chart of the dashboard in its card: it fetches its own aggregation, so it loads, fails and
 * retries on its own. A KPI is a figure; the other types are drawn (recharts, loaded lazily).
 */
export const ChartCard = ({ chart, filterValues, onDrill }: ChartCardProps) => {
  const translate = useTranslate();
  const locale = useLocale();
  const query = useAggregation(chart, filterValues);
  const title = (locale === 'fr' ? chart.title.fr : chart.title.en) || chart.title.en;
  // A KPI's figure is cheap and shows at once; a drawing or a table renders in the background
  // (from null: on the first render too), so that the figures do not wait for every chart.
  const drawnAnswer = useDeferredValue<AggregationAnswer | null | undefined>(query.data, null);
  const answer = chart.type === 'kpi' ? query.data : (drawnAnswer ?? undefined);
  const format = (value: number | null) => formatMetric(chart.metric, value, locale);
  const body = () => {
    if (query.isError)
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => query.refetch()}>
              {translate('resources.scribr/analytics.retry')}
            </Button>
          }
        >
          {translate('resources.scribr/analytics.failed')}
        </Alert>
      );
    if (!answer) return <LoadingBlock height={chart.type === 'kpi' ? 48 : CHART_HEIGHT} />;
    if (chart.type === 'kpi') return <KpiFigure metric={chart.metric} totals={answer.totals} />;
    if (answer.totals.calls === 0 || answer.buckets.length === 0)
      return (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {translate('resources.scribr/analytics.empty')}
        </Typography>
      );
    const { rows, series } = chartRows(answer, (entry, inBreakdown) =>
      bucketName(entry, inBreakdown ? answer.breakdown : answer.dimension, {
        interval: answer.interval,
        locale,
        translate,
      }),
    );
    const pick = (index: number, dataKey?: string) => {
      const bucket = answer.buckets[index];
      if (bucket && onDrill) onDrill(pickedEntry(bucket, dataKey));
    };
    if (chart.type === 'table')
      return (
        <ChartTable
          rows={rows}
          series={series}
          answer={answer}
          format={format}
          onPick={onDrill && pick}
        />
      );
    return (
      <Suspense fallback={<LoadingBlock height={CHART_HEIGHT} />}>
        <DetachedChart
          type={chart.type}
          answer={answer}
          rows={rows}
          series={series}
          format={format}
          formatTick={(value) => formatTick(chart.metric, value, locale)}
          onPick={pick}
          height={CHART_HEIGHT}
        />
      </Suspense>
    );
  };
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%' }}
      aria-busy={query.isFetching}
      data-chart-type={chart.type}
    >
      <CardContent>
        <Typography variant="subtitle2" component="h2" color="text.secondary" gutterBottom>
          {title}
        </Typography>
        <Box>{body()}</Box>
        {answer?.truncated && (
          <Typography variant="caption" color="text.secondary">
            {translate('resources.scribr/analytics.truncated')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};
