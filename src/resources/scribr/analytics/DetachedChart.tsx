import { ThemeProvider, useTheme } from '@mui/material';
import { useLayoutEffect, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { whenIdle } from '../../../shared/preload';
import ChartDrawing, { type ChartDrawingProps } from './ChartDrawing';

/**
 * A chart drawn in a React root of its own, emptied once the browser is idle after its card is
 * gone. recharts 3 keeps each chart's parts in a store and removes them one by one when the chart
 * unmounts (an immutable update each): a dashboard's charts took some 20 ms of the click that
 * leaves it, before the next page could show (issue 16: in-app navigation ≤ 150 ms). The chart's
 * element leaves the page with its card at once; only that bookkeeping waits. The chart reads
 * nothing from the page's contexts but the MUI theme, handed over; its callbacks (a picked bucket
 * opening the call list) are the card's own.
 */
const DetachedChart = (props: ChartDrawingProps) => {
  const theme = useTheme();
  const host = useRef<HTMLDivElement>(null);
  const root = useRef<Root | null>(null);
  useLayoutEffect(() => {
    const container = document.createElement('div');
    host.current?.append(container);
    const created = createRoot(container);
    root.current = created;
    return () => {
      root.current = null;
      whenIdle(() => created.unmount());
    };
  }, []);
  useLayoutEffect(() => {
    root.current?.render(
      <ThemeProvider theme={theme}>
        <ChartDrawing {...props} />
      </ThemeProvider>,
    );
  });
  // Its height kept while the chart's root draws (a commit after the card's).
  return <div ref={host} style={{ minHeight: props.height }} />;
};

export default DetachedChart;
