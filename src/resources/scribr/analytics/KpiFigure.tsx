import { Typography } from '@mui/material';
import { useLocale } from 'react-admin';
import { totalOf, type Metric, type Totals } from './chartRecord';
import { formatMetric } from './formatMetric';

/** A KPI tile's figure: the metric over every matching call (no chart library needed). */
export const KpiFigure = ({ metric, totals }: { metric: Metric; totals: Totals }) => {
  const locale = useLocale();
  return (
    <Typography variant="h4" component="p" data-testid="kpi-value">
      {formatMetric(metric, totalOf(totals, metric), locale)}
    </Typography>
  );
};
