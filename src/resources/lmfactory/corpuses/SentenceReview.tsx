import { Box, List, Typography } from '@mui/material';
import {
  useInput,
  useRecordContext,
  useTranslate,
  ValidationError,
  type Validator,
} from 'react-admin';
import { ScrollToBottomButton } from '../../../shared/scroll';
import { ADDED_SENTENCES, REMOVED_SENTENCES } from './keptSentences';
import { SentenceItem } from './SentenceItem';

const KEYS = 'resources.lmfactory/corpuses.sentences';
/** From this many sentences on, a button goes to the last one. */
const LONG_LIST = 20;

const keepsOne: Validator = (removed: number[] | undefined, values) =>
  (values?.sentences?.length ?? 0) -
    (removed?.length ?? 0) +
    (values?.[ADDED_SENTENCES]?.length ?? 0) <=
  0
    ? `${KEYS}.noneKept`
    : undefined;

/**
 * The corpus' sentences, each of which can be marked removed (and restored) before saving, then
 * the sentences added from calls (which can be taken out again).
 */
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
  const { field: added } = useInput<string[]>({ source: ADDED_SENTENCES, defaultValue: [] });
  const addedSentences: string[] = added.value ?? [];
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
        {addedSentences.length > 0 &&
          ` · ${translate(`${KEYS}.addedCount`, { smart_count: addedSentences.length })}`}
      </Typography>
      {sentences.length + addedSentences.length > LONG_LIST && <ScrollToBottomButton />}
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
        {addedSentences.map((text) => (
          <SentenceItem
            key={`added:${text}`}
            text={text}
            removed={false}
            note={translate(`${KEYS}.added`)}
            onToggle={() => added.onChange(addedSentences.filter((item) => item !== text))}
          />
        ))}
      </List>
    </Box>
  );
};
