import { Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { isEmptyChart, type ChartData, type ChartKind, type Translate } from './chartData';
import { TICKS } from './axisTicks';
import { FORMATS, type FormatName } from './formatters';
import { MetricCard } from './MetricCard';
import type { MetricsQuery } from './useMetrics';

const MetricsChart = lazy(() => import('./MetricsChart'));

export const CHART_HEIGHT = 240;

export interface ChartCardProps<Answer> {
  /** i18n key of the title. */
  title: string;
  query: MetricsQuery<Answer>;
  /** The chart's rows and series from the answer (labels translated). */
  toChart: (answer: Answer, translate: Translate, locale: string) => ChartData;
  kind: ChartKind;
  format: FormatName;
  categorical?: boolean;
  /** i18n key of what it says when there is nothing to draw. */
  emptyText: string;
}

/** One chart of a Console dashboard, in its card, drawn from its share of a shared answer. */
export const ChartCard = <Answer,>(props: ChartCardProps<Answer>) => {
  const { title, query, toChart, kind, format, categorical, emptyText } = props;
  const translate = useTranslate();
  const locale = useLocale();
  const chartOf = (answer: Answer) => toChart(answer, translate, locale);
  return (
    <MetricCard
      title={translate(title)}
      query={query}
      height={CHART_HEIGHT}
      emptyText={emptyText}
      isEmpty={(answer) => isEmptyChart(chartOf(answer))}
    >
      {(answer) => (
        <Suspense fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} />}>
          <MetricsChart
            {...chartOf(answer)}
            kind={kind}
            categorical={categorical}
            format={(value) => FORMATS[format](value, locale)}
            formatTick={(value) => TICKS[format](value, locale)}
            height={CHART_HEIGHT}
          />
        </Suspense>
      )}
    </MetricCard>
  );
};
