import { useTheme } from '@mui/material';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AggregationAnswer, ChartType } from './chartRecord';
import type { ChartRow, ChartSeries } from './chartRows';
import { seriesColour } from './seriesColour';

export interface ChartDrawingProps {
  type: Exclude<ChartType, 'kpi' | 'table'>;
  answer: AggregationAnswer;
  rows: ChartRow[];
  series: ChartSeries[];
  /** A value as read in the tooltip, and shorter on the axis. */
  format: (value: number | null) => string;
  formatTick: (value: number) => string;
  /** A click on a bucket (a line chart's: every series of it; a bar's: its series). */
  onPick: (index: number, dataKey?: string) => void;
  height: number;
}

const indexOf = (state: { activeIndex?: unknown } | null | undefined) => {
  const index = Number(state?.activeIndex);
  return Number.isInteger(index) && index >= 0 ? index : undefined;
};

/**
 * A chart drawn with recharts (this module is loaded lazily: the dashboard's layout and KPI
 * tiles never wait for it). Clicking a bar, a point or a slice picks its bucket.
 */
const ChartDrawing = ({
  type,
  answer,
  rows,
  series,
  format,
  formatTick,
  onPick,
  height,
}: ChartDrawingProps) => {
  const theme = useTheme();
  const axisColour = theme.palette.text.secondary;
  const lines: { dataKey: string; name: string }[] = series.length
    ? series
    : [{ dataKey: 'value', name: '' }];
  const tooltip = (
    <Tooltip
      formatter={(value) => format(typeof value === 'number' ? value : null)}
      contentStyle={{
        background: theme.palette.background.paper,
        color: theme.palette.text.primary,
      }}
    />
  );
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
      <XAxis
        dataKey="name"
        stroke={axisColour}
        tick={{ fontSize: 12 }}
        // Every category named (tags, clients…); time axes skip ticks that would overlap.
        interval={answer.dimension === 'time' ? 'preserveStartEnd' : 0}
        minTickGap={16}
      />
      <YAxis
        stroke={axisColour}
        tick={{ fontSize: 12 }}
        tickFormatter={formatTick}
        width={56}
        allowDecimals={answer.metric !== 'calls'}
      />
      {tooltip}
      {series.length > 0 && <Legend />}
    </>
  );
  if (type === 'pie') {
    return (
      <ResponsiveContainer width="100%" height={height}>
        <PieChart>
          <Pie
            data={rows}
            dataKey="value"
            nameKey="name"
            outerRadius="80%"
            onClick={(_, index) => onPick(index)}
            cursor="pointer"
            isAnimationActive={false}
          >
            {rows.map((row) => (
              <Cell key={row.index} fill={seriesColour(theme, row.index)} />
            ))}
          </Pie>
          {tooltip}
          <Legend />
        </PieChart>
      </ResponsiveContainer>
    );
  }
  if (type === 'line') {
    return (
      <ResponsiveContainer width="100%" height={height}>
        <LineChart
          data={rows}
          onClick={(state) => {
            const index = indexOf(state);
            if (index !== undefined) onPick(index);
          }}
          style={{ cursor: 'pointer' }}
        >
          {axes}
          {lines.map((line, at) => (
            <Line
              key={line.dataKey}
              type="linear"
              dataKey={line.dataKey}
              name={line.name || undefined}
              stroke={seriesColour(theme, at)}
              dot={rows.length <= 62}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    );
  }
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={rows}>
        {axes}
        {lines.map((line, at) => (
          <Bar
            key={line.dataKey}
            dataKey={line.dataKey}
            name={line.name || undefined}
            fill={seriesColour(theme, at)}
            stackId={type === 'stacked_bar' ? 'stack' : undefined}
            cursor="pointer"
            isAnimationActive={false}
            onClick={(_, index) => onPick(index, series.length ? line.dataKey : undefined)}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
};

export default ChartDrawing;
