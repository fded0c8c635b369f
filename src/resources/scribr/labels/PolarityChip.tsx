import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Polarity } from './labelRecord';

/** "Positive" (green) or "Negative" (red). */
export const PolarityChip = ({ polarity }: { polarity: Polarity }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={polarity === 'positive' ? 'success' : 'error'}
      label={translate(`resources.scribr/classification-labels.polarity.${polarity}`)}
    />
  );
};
