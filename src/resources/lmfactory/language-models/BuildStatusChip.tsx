import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { Chip, CircularProgress, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BuildStatus } from './languageModelRequests';

const LOOK: Record<BuildStatus, Pick<ChipProps, 'color' | 'icon'>> = {
  queued: { color: 'default', icon: <HourglassEmptyIcon /> },
  running: { color: 'info', icon: <CircularProgress size={14} color="inherit" /> },
  success: { color: 'success', icon: <CheckCircleIcon /> },
  failed: { color: 'error', icon: <ErrorIcon /> },
};

/** The build status (queued, running, success, failed) as a coloured chip with its word. */
export const BuildStatusChip = ({ status, size }: { status: unknown; size?: 'small' }) => {
  const translate = useTranslate();
  const known = (status as BuildStatus) in LOOK ? (status as BuildStatus) : undefined;
  if (!known) return <Chip size={size} label={String(status ?? '')} />;
  return (
    <Chip
      size={size}
      {...LOOK[known]}
      label={translate(`resources.lmfactory/language-models.status.${known}`)}
    />
  );
};
