import { Paper, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useBuilder } from './BuilderContext';
import { ClueDrawer } from './ClueDrawer';
import { GroupEditor } from './GroupEditor';
import { toTagQuery } from './queryTree';
import { useClueCatalogue } from './useClueCatalogue';

/** Form value mirroring the clues edited in place, so the form knows it has changes to save. */
export const CLUE_DRAFTS = 'clue_drafts';

/**
 * The tag's query as a visual tree of groups and clues. The builder state is the truth; the form's
 * `query` (and CLUE_DRAFTS) mirror it so react-admin's Save knows when there is something to save.
 */
export const QueryBuilder = ({ lang }: { lang?: string }) => {
  const translate = useTranslate();
  const { state } = useBuilder();
  const { setValue } = useFormContext();
  const catalogue = useClueCatalogue(lang);

  useEffect(() => {
    setValue('query', toTagQuery(state.root), { shouldDirty: true });
  }, [setValue, state.root]);
  useEffect(() => {
    setValue(CLUE_DRAFTS, Object.values(state.drafts), { shouldDirty: true });
  }, [setValue, state.drafts]);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="tag-query-title"
      sx={{ p: 2, width: '100%', boxSizing: 'border-box' }}
    >
      <Typography id="tag-query-title" variant="subtitle1" component="h2">
        {translate('resources.moriarty/tags.fields.query')}
      </Typography>
      <GroupEditor group={state.root} catalogue={catalogue} isRoot />
      <ClueDrawer lang={lang} />
    </Paper>
  );
};
