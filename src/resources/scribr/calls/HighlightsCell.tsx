import { Box, Typography } from '@mui/material';
import { useListContext, useRecordContext, useTranslate } from 'react-admin';
import { HighlightedText } from '../../../shared/text/HighlightedText';
import type { CallRecord } from './callRecord';
import { searchStems, stemRanges } from './searchTerms';

const MAX_SNIPPETS = 2;

/** The turns matching the list's search, with the searched words marked (text, never HTML). */
export const HighlightsCell = () => {
  const translate = useTranslate();
  const record = useRecordContext<CallRecord>();
  const { filterValues } = useListContext();
  const stems = searchStems(filterValues.search as string | undefined);
  const highlights = record?.highlights ?? [];
  return (
    <Box sx={{ maxWidth: 420 }}>
      {highlights.slice(0, MAX_SNIPPETS).map((turn) => (
        <Typography key={turn.turn} variant="body2" sx={{ mb: 0.5 }}>
          <Box component="span" sx={{ color: 'text.secondary', mr: 0.5 }}>
            {translate(`resources.scribr/call-list.speaker.${turn.speaker}`)}:
          </Box>
          <HighlightedText text={turn.text} highlights={stemRanges(turn.text, stems)} />
        </Typography>
      ))}
    </Box>
  );
};
