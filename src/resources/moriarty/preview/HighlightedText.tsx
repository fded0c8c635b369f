import { Box } from '@mui/material';
import { highlightSegments } from './highlightSegments';
import type { Highlight } from './previewTypes';

/** A transcript snippet with its matched words in <mark>: React text nodes only, never HTML. */
export const HighlightedText = ({
  text,
  highlights,
}: {
  text: string;
  highlights: readonly Highlight[];
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
