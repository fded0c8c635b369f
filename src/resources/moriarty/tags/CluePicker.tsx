import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useBuilder } from './BuilderContext';
import type { ClueCatalogue, ClueSummary } from './useClueCatalogue';

/** Adds a clue of the tag's language to a group: pick it by label, with search (accents and
 * case ignored). */
export const CluePicker = ({
  parent,
  exclude,
  catalogue,
}: {
  parent: string;
  /** Clues already in the group. */
  exclude: readonly number[];
  catalogue: ClueCatalogue;
}) => {
  const translate = useTranslate();
  const { dispatch } = useBuilder();
  const [inputValue, setInputValue] = useState('');
  const options = catalogue.options.filter((clue) => !exclude.includes(clue.id));
  return (
    <Autocomplete<ClueSummary>
      size="small"
      sx={{ minWidth: 240, flex: '1 1 240px', maxWidth: 420 }}
      options={options}
      value={null}
      inputValue={inputValue}
      onInputChange={(_, value, reason) => setInputValue(reason === 'reset' ? '' : value)}
      onChange={(_, clue) => {
        if (clue) dispatch({ type: 'addClue', parent, clueId: clue.id });
        setInputValue('');
      }}
      getOptionLabel={(clue) => clue.label}
      getOptionKey={(clue) => clue.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={catalogue.optionsLoading}
      noOptionsText={translate(
        catalogue.optionsError ? 'moriarty.builder.cluesFailed' : 'moriarty.builder.noClue',
      )}
      loadingText={translate('ra.page.loading')}
      renderOption={({ key, ...props }, clue) => (
        <li key={key} {...props}>
          <span>
            {clue.label}
            <br />
            <small style={{ fontFamily: 'monospace', opacity: 0.7 }}>{clue.query}</small>
          </span>
        </li>
      )}
      renderInput={(params) => (
        <TextField {...params} label={translate('moriarty.builder.addClue')} />
      )}
    />
  );
};
