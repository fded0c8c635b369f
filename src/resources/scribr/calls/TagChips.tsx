import { Box, Chip } from '@mui/material';
import type { DetectedTag } from './callRecord';

/** The tags detected on a call, as chips (a chosen one filled, to show what is highlighted). */
export const TagChips = ({
  tags,
  max = 3,
  selected,
  onSelect,
}: {
  tags: readonly DetectedTag[];
  max?: number;
  selected?: number;
  onSelect?: (id: number | undefined) => void;
}) => {
  const shown = tags.slice(0, max);
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {shown.map((tag) => (
        <Chip
          key={tag.id}
          size="small"
          label={tag.label ?? `#${tag.id}`}
          color="primary"
          variant={selected === tag.id ? 'filled' : 'outlined'}
          onClick={onSelect ? () => onSelect(selected === tag.id ? undefined : tag.id) : undefined}
          aria-pressed={onSelect ? selected === tag.id : undefined}
        />
      ))}
      {tags.length > shown.length && (
        <Chip size="small" variant="outlined" label={`+${tags.length - shown.length}`} />
      )}
    </Box>
  );
};
