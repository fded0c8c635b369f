import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useHighlightOnChange } from '../common/useHighlightOnChange';

/**
 * "3 corpuses chosen": a counter that highlights for 500 ms when it changes (spec §4, §9), and
 * is announced to screen readers.
 */
export const SelectionCounter = ({ count, messageKey }: { count: number; messageKey: string }) => {
  const translate = useTranslate();
  const highlighted = useHighlightOnChange(count);
  return (
    <Chip
      role="status"
      aria-live="polite"
      data-highlighted={highlighted}
      color={highlighted ? 'secondary' : 'default'}
      variant={highlighted ? 'filled' : 'outlined'}
      label={translate(messageKey, { smart_count: count })}
      sx={{ transition: 'background-color 150ms, color 150ms' }}
    />
  );
};
