import { Box, Link, ListItem, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { turnSpeakerKey } from '../clues/speakers';
import { DateTimeValue, formatClock } from '../../../shared/format';
import { HighlightedText } from '../../../shared/text/HighlightedText';
import type { PreviewCall } from './previewTypes';

/** Scribr's call details (Scribr comes later: the link is there already). */
export const callPath = (id: string) => `/scribr/call-list/${encodeURIComponent(id)}`;

/** One matching call: a link to it, when and whose, and its snippets with the matches marked. */
export const PreviewCallItem = ({ call }: { call: PreviewCall }) => {
  const translate = useTranslate();
  return (
    <ListItem divider sx={{ display: 'block' }}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap alignItems="baseline">
        <Link component={RouterLink} to={callPath(call.id)} sx={{ fontFamily: 'monospace' }}>
          {call.id}
        </Link>
        <Typography variant="body2" color="text.secondary">
          <DateTimeValue value={call.start_time} emptyText={call.start_time} />
          {' · '}
          {call.client?.name} / {call.campaign?.name}
          {' · '}
          {formatClock(call.duration)}
        </Typography>
      </Stack>
      {call.snippets.map((snippet) => (
        <Box key={`${snippet.turn}-${snippet.start}`} sx={{ mt: 0.5 }}>
          <Typography variant="body2" component="p">
            <Box component="strong" sx={{ mr: 0.5 }}>
              {translate(turnSpeakerKey(snippet.speaker))}:
            </Box>
            <HighlightedText text={snippet.text} highlights={snippet.highlights ?? []} />
          </Typography>
        </Box>
      ))}
    </ListItem>
  );
};
