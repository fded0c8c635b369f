import CloseIcon from '@mui/icons-material/Close';
import { Box, Drawer, IconButton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface RecordDrawerProps {
  open: boolean;
  /** The drawer's heading, already written. */
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A record's details beside the dashboard: focus moves in, Escape or Close puts it back. */
export const RecordDrawer = ({ open, title, onClose, children }: RecordDrawerProps) => {
  const translate = useTranslate();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { role: 'dialog', 'aria-label': title, sx: { width: 480, maxWidth: '100%' } },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <IconButton onClick={onClose} aria-label={translate('devConsole.close')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ px: 2, pb: 2 }}>{children}</Box>
    </Drawer>
  );
};
