import { Box, List, Typography } from '@mui/material';
import {
  useInput,
  useRecordContext,
  useTranslate,
  ValidationError,
  type Validator,
} from 'react-admin';
import { REMOVED_SENTENCES } from './keptSentences';
import { SentenceItem } from './SentenceItem';

const KEYS = 'resources.lmfactory/corpuses.sentences';

const keepsOne: Validator = (removed: number[] | undefined, values) =>
  (values?.sentences?.length ?? 0) - (removed?.length ?? 0) <= 0 ? `${KEYS}.noneKept` : undefined;

/** The corpus' sentences, each of which can be marked removed (and restored) before saving. */
export const SentenceReview = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const sentences: string[] = Array.isArray(record?.sentences) ? record.sentences : [];
  const { field, fieldState } = useInput<number[]>({
    source: REMOVED_SENTENCES,
    defaultValue: [],
    validate: keepsOne,
  });
  const removed: number[] = field.value ?? [];
  const toggle = (index: number) =>
    field.onChange(
      removed.includes(index)
        ? removed.filter((item) => item !== index)
        : [...removed, index].sort((a, b) => a - b),
    );
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="subtitle1" component="h2">
        {translate(`${KEYS}.count`, {
          kept: sentences.length - removed.length,
          total: sentences.length,
        })}
      </Typography>
      {fieldState.error?.message && (
        <Typography color="error" variant="body2" role="alert">
          <ValidationError error={fieldState.error.message} />
        </Typography>
      )}
      <List dense aria-label={translate('resources.lmfactory/corpuses.fields.sentences')}>
        {sentences.map((text, index) => (
          <SentenceItem
            key={index}
            text={text}
            removed={removed.includes(index)}
            onToggle={() => toggle(index)}
          />
        ))}
      </List>
    </Box>
  );
};
