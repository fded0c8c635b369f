import { Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { FORMATS, type FormatName } from './formatters';
import { MetricCard } from './MetricCard';
import type { MetricsQuery } from './useMetrics';

export interface KpiTileProps<Answer> {
  /** i18n key of the title. */
  title: string;
  query: MetricsQuery<Answer>;
  value: (answer: Answer) => number | null;
  format: FormatName;
  /** A second line (other percentiles, a rate), already written. */
  caption?: (answer: Answer, locale: string) => string;
}

/** A KPI tile: one figure of the period's summary ("—" when there is none). */
export const KpiTile = <Answer,>({
  title,
  query,
  value,
  format,
  caption,
}: KpiTileProps<Answer>) => {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <MetricCard title={translate(title)} query={query} height={52}>
      {(answer) => (
        <>
          <Typography variant="h5" component="p" data-testid="kpi-value">
            {FORMATS[format](value(answer), locale)}
          </Typography>
          {caption && (
            <Typography variant="caption" color="text.secondary">
              {caption(answer, locale)}
            </Typography>
          )}
        </>
      )}
    </MetricCard>
  );
};
