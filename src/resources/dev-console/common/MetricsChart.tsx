import { useTheme } from '@mui/material';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { seriesColour, type ChartData, type ChartKind } from './chartData';

export interface MetricsChartProps extends ChartData {
  kind: ChartKind;
  /** A value as the tooltip and the axis read it. */
  format: (value: number | null) => string;
  /** A value as an axis tick reads it (shorter). */
  formatTick: (value: number) => string;
  /** Categories (failure reasons): every name on the axis; else time buckets, thinned. */
  categorical?: boolean;
  height: number;
}

/**
 * A Console chart drawn with recharts. Loaded lazily: the dashboard, its tiles and its table
 * never wait for the chart library.
 */
const MetricsChart = (props: MetricsChartProps) => {
  const { kind, rows, series, format, formatTick, categorical, height } = props;
  const theme = useTheme();
  const Chart = kind === 'line' ? LineChart : BarChart;
  const axis = { stroke: theme.palette.text.secondary, tick: { fontSize: 12 } };
  // Categories (long names) are bars across, named on the left; time runs along the bottom.
  const names = categorical
    ? { type: 'category' as const, dataKey: 'name', width: 200, interval: 0 }
    : { dataKey: 'name', interval: 'preserveStartEnd' as const, minTickGap: 16 };
  const values = {
    tickFormatter: formatTick,
    ...(categorical ? { type: 'number' as const } : { width: 64 }),
  };
  return (
    <ResponsiveContainer width="100%" height={height}>
      <Chart data={rows} layout={categorical ? 'vertical' : 'horizontal'}>
        <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
        {categorical ? <XAxis {...axis} {...values} /> : <XAxis {...axis} {...names} />}
        {categorical ? <YAxis {...axis} {...names} /> : <YAxis {...axis} {...values} />}
        <Tooltip
          formatter={(value) => format(typeof value === 'number' ? value : null)}
          contentStyle={{
            background: theme.palette.background.paper,
            color: theme.palette.text.primary,
          }}
        />
        {/* The series' order (most frequent first), not the alphabet's. */}
        {series.length > 1 && <Legend itemSorter={null} />}
        {series.map((line, at) =>
          kind === 'line' ? (
            <Line
              key={line.key}
              type="linear"
              dataKey={line.key}
              name={line.label}
              stroke={seriesColour(theme, line, at)}
              dot={rows.length <= 31}
              isAnimationActive={false}
            />
          ) : (
            <Bar
              key={line.key}
              dataKey={line.key}
              name={line.label}
              fill={seriesColour(theme, line, at)}
              stackId={kind === 'stacked' ? 'stack' : undefined}
              isAnimationActive={false}
            />
          ),
        )}
      </Chart>
    </ResponsiveContainer>
  );
};

export default MetricsChart;
