import { Checkbox, FormControlLabel, FormGroup, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FoundSentence } from './expressionSearch';

const KEYS = 'resources.lmfactory/corpuses.calls';

/** The sentences found in calls, each with a checkbox; those already in the corpus are ticked
 * and disabled. Plain text only. */
export const FoundSentenceList = ({
  sentences,
  existing,
  selected,
  onToggle,
}: {
  sentences: readonly FoundSentence[];
  existing: ReadonlySet<string>;
  selected: ReadonlySet<string>;
  onToggle: (text: string) => void;
}) => {
  const translate = useTranslate();
  if (sentences.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        {translate(`${KEYS}.noneFound`)}
      </Typography>
    );
  }
  return (
    <FormGroup
      role="group"
      aria-label={translate(`${KEYS}.results`)}
      sx={{ maxHeight: 420, overflowY: 'auto', flexWrap: 'nowrap' }}
    >
      {sentences.map((sentence) => {
        const present = existing.has(sentence.text);
        return (
          <FormControlLabel
            key={sentence.text}
            sx={{ alignItems: 'flex-start', my: 0.5 }}
            control={
              <Checkbox
                size="small"
                checked={present || selected.has(sentence.text)}
                disabled={present}
                onChange={() => onToggle(sentence.text)}
                sx={{ pt: 0.5 }}
              />
            }
            label={
              <Stack>
                <Typography variant="body2">{sentence.text}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {present
                    ? translate(`${KEYS}.alreadyIn`)
                    : translate(`${KEYS}.from`, { call: sentence.callId, source: sentence.source })}
                </Typography>
              </Stack>
            }
          />
        );
      })}
    </FormGroup>
  );
};
