import { Box } from '@mui/material';
import { highlightSegments, type TextRange } from './highlightSegments';

/** A text with its matched ranges in <mark>: React text nodes only, never HTML. */
export const HighlightedText = ({
  text,
  highlights,
}: {
  text: string;
  highlights: readonly TextRange[];
}) => (
  <>
    {highlightSegments(text, highlights).map((segment, index) =>
      segment.highlighted ? (
        <Box
          component="mark"
          key={index}
          sx={{ bgcolor: 'warning.light', color: 'inherit', borderRadius: 0.5, px: 0.25 }}
        >
          {segment.text}
        </Box>
      ) : (
        <span key={index}>{segment.text}</span>
      ),
    )}
  </>
);
