import { Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import type { AggregationAnswer } from './chartRecord';
import type { ChartRow, ChartSeries } from './chartRows';
import { formatMetric } from './formatMetric';

export interface ChartTableProps {
  answer: AggregationAnswer;
  rows: ChartRow[];
  series: ChartSeries[];
  format: (value: number | null) => string;
  /** Opens the calls behind a row (a button per bucket: keyboard-usable). */
  onPick?: (index: number, dataKey?: string) => void;
}

/** A chart as a table: one row per bucket, its calls and value (and one column per series). */
export const ChartTable = ({ answer, rows, series, format, onPick }: ChartTableProps) => {
  const translate = useTranslate();
  const locale = useLocale();
  const formatCalls = (calls: number) => formatMetric('calls', calls, locale);
  // The calls column already says it when the metric is the number of calls.
  const showValue = answer.metric !== 'calls';
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell />
          <TableCell align="right">{translate('resources.scribr/analytics.calls')}</TableCell>
          {showValue && (
            <TableCell align="right">
              {translate(`resources.scribr/analytics.metrics.${answer.metric}`)}
            </TableCell>
          )}
          {series.map(({ dataKey, name }) => (
            <TableCell key={dataKey} align="right">
              {name}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.index} hover>
            <TableCell>
              {onPick ? (
                <Link component="button" type="button" onClick={() => onPick(row.index)}>
                  {row.name}
                </Link>
              ) : (
                row.name
              )}
            </TableCell>
            <TableCell align="right">
              {formatCalls(answer.buckets[row.index]?.calls ?? 0)}
            </TableCell>
            {showValue && <TableCell align="right">{format(row.value)}</TableCell>}
            {series.map(({ dataKey }) => (
              <TableCell key={dataKey} align="right">
                {format(row[dataKey] ?? null)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
