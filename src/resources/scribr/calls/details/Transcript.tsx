import { Box, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatClock } from '../../../../shared/format';
import type { TextRange } from '../../../../shared/text/highlightSegments';
import type { TranscriptTurn } from '../callRecord';
import { stemRanges } from '../searchTerms';
import { TranscriptText } from './TranscriptText';
import { transcriptSegments } from './transcriptSegments';

export const turnElementId = (turn: number) => `turn-${turn}`;

/**
 * The transcript by speaker turn — Customer on the left, Brand on the right, each with its start
 * time — with the chosen tag's matched spans and the searched words marked.
 */
export const Transcript = ({
  turns,
  tagRanges,
  searchStems,
}: {
  turns: readonly TranscriptTurn[];
  /** Matched spans of the chosen tag, by turn index. */
  tagRanges: ReadonlyMap<number, readonly TextRange[]>;
  searchStems: readonly string[];
}) => {
  const translate = useTranslate();
  if (turns.length === 0) {
    return (
      <Typography color="text.secondary">
        {translate('resources.scribr/call-list.details.noTranscript')}
      </Typography>
    );
  }
  return (
    <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {turns.map((turn, at) => {
        const customer = turn.speaker === 'in';
        return (
          <Box
            component="li"
            key={at}
            id={turnElementId(at)}
            sx={{ display: 'flex', justifyContent: customer ? 'flex-start' : 'flex-end' }}
          >
            <Paper
              variant="outlined"
              sx={{
                p: 1.25,
                maxWidth: '80%',
                bgcolor: customer ? 'background.paper' : 'action.hover',
                scrollMarginTop: 96,
              }}
            >
              <Typography variant="caption" color="text.secondary" component="p">
                {translate(`resources.scribr/call-list.speaker.${turn.speaker}`)} ·{' '}
                {formatClock(turn.start / 1000)}
              </Typography>
              {/* data-turn-text: where a selection for an annotation's passage is read. */}
              <Typography variant="body2" data-turn-text={at}>
                <TranscriptText
                  segments={transcriptSegments(turn.text, {
                    tag: tagRanges.get(at),
                    search: stemRanges(turn.text, searchStems),
                    words: turn.words,
                  })}
                />
              </Typography>
            </Paper>
          </Box>
        );
      })}
    </Stack>
  );
};
