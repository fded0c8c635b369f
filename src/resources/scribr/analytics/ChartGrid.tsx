import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The dashboard's twelve-column layout: a CSS grid drawn by Box, which the first screen has
 * already, where MUI's Grid came in a file of its own before the tiles (issue 16: 2 KiB gz).
 */
export const ChartGrid = ({ children, busy }: { children: ReactNode; busy?: boolean }) => (
  <Box
    aria-busy={busy || undefined}
    sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: 2 }}
  >
    {children}
  </Box>
);

/** A chart's place: the whole row on small screens, `width` columns of twelve from md up. */
export const ChartCell = ({ width, children }: { width: number; children: ReactNode }) => (
  <Box sx={{ gridColumn: { xs: 'span 12', md: `span ${width}` } }}>{children}</Box>
);
