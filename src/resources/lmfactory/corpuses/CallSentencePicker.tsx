import AddIcon from '@mui/icons-material/PlaylistAdd';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useLanguageName } from '../../../shared/resourceViews';
import { CallSearchFilters } from './CallSearchFilters';
import { ALL_CLIENTS } from './expressionSearch';
import { FoundSentenceList } from './FoundSentenceList';
import { useExpressionSearch } from './useExpressionSearch';

const KEYS = 'resources.lmfactory/corpuses.calls';

/**
 * "Add sentences found in real calls": an expression searched in the calls of the corpus
 * language (optionally of one client and some campaigns); the matching sentences can be ticked
 * and added to the corpus. Lives inside the corpus form, so it submits nothing itself.
 */
export const CallSentencePicker = ({
  lang,
  existing,
  onAdd,
}: {
  lang: string | undefined;
  existing: readonly string[];
  onAdd: (sentences: string[]) => void;
}) => {
  const translate = useTranslate();
  const languageName = useLanguageName();
  const [client, setClient] = useState(ALL_CLIENTS);
  const [campaigns, setCampaigns] = useState<number[]>([]);
  const [expression, setExpression] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const { sentences, searching, search } = useExpressionSearch();
  const present = useMemo(() => new Set(existing.map((item) => item.trim())), [existing]);
  const canSearch = !!lang && expression.trim() !== '' && !searching;

  const run = () => {
    if (!canSearch || !lang) return;
    setSelected(new Set());
    void search({ expression, lang, client, campaigns });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // not the corpus form's submit
    run();
  };
  const toggle = (text: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(text)) next.add(text);
      return next;
    });
  const add = () => {
    onAdd([...selected]);
    setSelected(new Set());
  };

  return (
    <Box
      component="section"
      aria-labelledby="call-sentences-title"
      sx={{ width: '100%', border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2 }}
    >
      <Typography id="call-sentences-title" variant="subtitle1" component="h2">
        {translate(`${KEYS}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${KEYS}.help`, { lang: languageName(lang) })}
      </Typography>
      <Stack spacing={2}>
        <CallSearchFilters
          client={client}
          campaigns={campaigns}
          onClientChange={(next) => {
            setClient(next);
            setCampaigns([]);
          }}
          onCampaignsChange={setCampaigns}
        />
        <Stack direction="row" spacing={1} alignItems="flex-start">
          <TextField
            size="small"
            fullWidth
            label={translate(`${KEYS}.expression`)}
            helperText={translate(`${KEYS}.expressionHelp`)}
            value={expression}
            onChange={(event) => setExpression(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <Button variant="outlined" startIcon={<SearchIcon />} onClick={run} disabled={!canSearch}>
            {translate(`${KEYS}.search`)}
          </Button>
        </Stack>
        {searching && <LinearProgress aria-label={translate(`${KEYS}.searching`)} />}
        {!searching && sentences && (
          <>
            {sentences.length > 0 && (
              <Typography variant="body2" role="status">
                {translate(`${KEYS}.found`, { smart_count: sentences.length })}
              </Typography>
            )}
            <FoundSentenceList
              sentences={sentences}
              existing={present}
              selected={selected}
              onToggle={toggle}
            />
            {sentences.length > 0 && (
              <Box>
                <Button
                  variant="contained"
                  startIcon={<AddIcon />}
                  onClick={add}
                  disabled={selected.size === 0}
                >
                  {translate(`${KEYS}.add`, { smart_count: selected.size })}
                </Button>
              </Box>
            )}
          </>
        )}
      </Stack>
    </Box>
  );
};
