import { Grid } from '@mui/material';
import { ChartCard } from './ChartCard';
import type { ChartSpec } from './chartData';
import type { MetricsQuery } from './useMetrics';

export interface ChartGridProps<Answer> {
  charts: readonly ChartSpec<Answer>[];
  /** The one answer every chart draws from (each shows its state on its own). */
  query: MetricsQuery<Answer>;
  /** i18n prefix: titles `<keys>.charts.<id>`, empty texts `<keys>.<empty>`. */
  keys: string;
}

/** A dashboard's charts, two a row (a wide one alone). */
export const ChartGrid = <Answer,>({ charts, query, keys }: ChartGridProps<Answer>) => (
  <Grid container spacing={2}>
    {charts.map(({ id, wide, empty = 'empty', ...chart }) => (
      <Grid key={id} size={{ xs: 12, md: wide ? 12 : 6 }}>
        <ChartCard
          {...chart}
          title={`${keys}.charts.${id}`}
          query={query}
          emptyText={`${keys}.${empty}`}
        />
      </Grid>
    ))}
  </Grid>
);
