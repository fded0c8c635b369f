import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled card of the label's detail page, with optional actions beside the title. */
export const LabelPanel = ({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) => (
  <Card variant="outlined" component="section" aria-label={title}>
    <CardContent>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
        <Typography variant="subtitle1" component="h2">
          {title}
        </Typography>
        {actions}
      </Stack>
      {children}
    </CardContent>
  </Card>
);
