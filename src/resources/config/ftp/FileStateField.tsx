import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

const COLOURS = {
  received: 'default',
  processing: 'info',
  processed: 'success',
  failed: 'error',
} as const;

/** A dropped file's processing state, as a coloured chip. */
export const FileStateField = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const state = typeof record?.state === 'string' ? record.state : undefined;
  if (!state) return null;
  const colour = COLOURS[state as keyof typeof COLOURS] ?? 'default';
  return (
    <Chip size="small" color={colour} label={translate(`resources.config/ftp.state.${state}`)} />
  );
};
