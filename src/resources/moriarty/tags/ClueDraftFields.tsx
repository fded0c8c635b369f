import {
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { SPEAKER_CHOICES, speakerChoiceOf, speakersOf } from '../clues/speakers';
import { QueryField } from '../query/QueryField';
import type { QuerySyntaxError } from '../query/syntaxError';
import type { ClueDraft } from './builderReducer';

type Changes = Partial<Omit<ClueDraft, 'id'>>;

const FIELDS = 'resources.moriarty/clues.fields';

/** The fields of a clue edited in place (controlled: every change goes to the builder). */
export const ClueDraftFields = ({
  clue,
  onChange,
  queryError,
  errors,
}: {
  clue: ClueDraft;
  onChange: (changes: Changes) => void;
  queryError?: QuerySyntaxError;
  /** The service's field errors from the last save of this clue. */
  errors: Record<string, string>;
}) => {
  const translate = useTranslate();
  const text = (source: 'label' | 'package' | 'private_description' | 'public_description') => ({
    label: translate(`${FIELDS}.${source}`),
    value: clue[source],
    onChange: (event: { target: { value: string } }) => onChange({ [source]: event.target.value }),
    error: !!errors[source],
    helperText: errors[source],
    fullWidth: true,
  });
  return (
    <Stack spacing={2}>
      <TextField {...text('label')} required />
      <QueryField
        label={translate(`${FIELDS}.query`)}
        required
        value={clue.query}
        onChange={(query) => onChange({ query })}
        error={queryError}
        helperText={translate('moriarty.query.hint')}
      />
      <FormControl>
        <FormLabel id="clue-panel-speakers">{translate(`${FIELDS}.speakers`)}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="clue-panel-speakers"
          value={speakerChoiceOf(clue.speakers)}
          onChange={(event) => onChange({ speakers: speakersOf(event.target.value) })}
        >
          {SPEAKER_CHOICES.map((choice) => (
            <FormControlLabel
              key={choice.id}
              value={choice.id}
              control={<Radio />}
              label={translate(choice.name)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <TextField
        type="number"
        label={translate(`${FIELDS}.concatenation_delay`)}
        value={clue.concatenation_delay}
        onChange={(event) =>
          onChange({ concatenation_delay: Math.max(0, Math.trunc(Number(event.target.value))) })
        }
        error={!!errors.concatenation_delay}
        helperText={errors.concatenation_delay}
        slotProps={{ htmlInput: { min: 0, step: 50 } }}
      />
      <TextField {...text('package')} />
      <TextField {...text('private_description')} multiline minRows={2} />
      <TextField {...text('public_description')} multiline minRows={2} />
    </Stack>
  );
};
