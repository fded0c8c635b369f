import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** The editors' two columns: the record on the left, its live preview on the right (stacked on
 * narrow screens). */
export const EditorLayout = ({
  children,
  preview,
}: {
  children: ReactNode;
  preview: ReactNode;
}) => (
  <Box
    sx={{
      display: 'grid',
      gap: 3,
      width: '100%',
      gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
      alignItems: 'start',
    }}
  >
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>{children}</Box>
    <Box sx={{ position: { lg: 'sticky' }, top: { lg: 72 }, minWidth: 0 }}>{preview}</Box>
  </Box>
);
