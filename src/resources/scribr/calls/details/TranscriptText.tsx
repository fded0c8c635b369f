import { Box, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TOOLTIP_DELAY_MS } from '../../../../shared/format';
import type { TranscriptSegment } from './transcriptSegments';

/** A turn's text with its marks: tag matches and searched words in <mark>, uncertain words dimmed
 * with their confidence on hover. Text nodes only, never HTML. */
export const TranscriptText = ({ segments }: { segments: readonly TranscriptSegment[] }) => {
  const translate = useTranslate();
  return (
    <>
      {segments.map((segment, at) => {
        const marked = segment.tag || segment.search;
        const content = marked ? (
          <Box
            component="mark"
            data-mark={segment.tag ? 'tag' : 'search'}
            sx={{
              bgcolor: segment.tag ? 'warning.light' : 'info.light',
              color: 'inherit',
              borderRadius: 0.5,
              px: 0.25,
            }}
          >
            {segment.text}
          </Box>
        ) : (
          segment.text
        );
        if (segment.confidence === undefined) return <span key={at}>{content}</span>;
        const confidence = translate('resources.scribr/call-list.details.confidence', {
          value: Math.round(segment.confidence * 100),
        });
        return (
          <Tooltip key={at} title={confidence} enterDelay={TOOLTIP_DELAY_MS}>
            <Box
              component="span"
              data-confidence={segment.confidence}
              aria-label={`${segment.text} (${confidence})`}
              sx={{ opacity: 0.55, textDecoration: 'underline dotted' }}
            >
              {content}
            </Box>
          </Tooltip>
        );
      })}
    </>
  );
};
