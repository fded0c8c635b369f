import { Box, Chip, List, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { LanguageModel } from './languageModelRequests';
import { PinnedDictionary } from './PinnedDictionary';
import { useUpgradeDictionary } from './useUpgradeDictionary';

const KEYS = 'resources.lmfactory/language-models';

/** What the model is built from: its corpuses and its dictionary versions (with upgrades). */
export const ModelSources = () => {
  const translate = useTranslate();
  const model = useRecordContext<LanguageModel>();
  const upgrade = useUpgradeDictionary(model);
  if (!model) return null;
  return (
    <Box component="section" aria-labelledby="model-sources-title" sx={{ p: 2 }}>
      <Typography id="model-sources-title" variant="h6" component="h2">
        {translate(`${KEYS}.sources.title`)}
      </Typography>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {translate(`${KEYS}.fields.corpuses`)} ({model.corpuses.length})
      </Typography>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap sx={{ my: 1 }}>
        {model.corpuses.map((corpus) => (
          <Chip
            key={corpus.id}
            component={RouterLink}
            to={`/lmfactory/corpuses/${corpus.id}`}
            clickable
            label={corpus.label || `#${corpus.id}`}
          />
        ))}
        {model.corpuses.length === 0 && (
          <Typography variant="body2">{translate(`${KEYS}.sources.none`)}</Typography>
        )}
      </Stack>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {translate(`${KEYS}.fields.dictionaries`)} ({model.dictionaries.length})
      </Typography>
      <List dense disablePadding>
        {model.dictionaries.map((dictionary) => (
          <PinnedDictionary key={dictionary.id} dictionary={dictionary} onUpgrade={upgrade} />
        ))}
      </List>
      {model.dictionaries.length === 0 && (
        <Typography variant="body2">{translate(`${KEYS}.sources.none`)}</Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate(`${KEYS}.sources.pinnedHelp`)}
      </Typography>
    </Box>
  );
};
