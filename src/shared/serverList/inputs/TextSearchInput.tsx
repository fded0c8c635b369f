import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import type { UrlFilterInputProps } from '../../declarations/types';

const DEBOUNCE_MS = 400;

/** Free-text search, sent 400 ms after the last keystroke (Enter sends at once). */
export const TextSearchInput = ({ value, onChange, label }: UrlFilterInputProps<string>) => {
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // The URL changed the search (a link, a saved view): show it — unless it is what is typed
    // (keeping a trailing space the user is about to type after).
    setShown(value);
    if ((value ?? '') !== text.trim()) setText(value ?? '');
  }
  useEffect(() => {
    if (text.trim() === (value ?? '')) return;
    const timer = setTimeout(() => onChange(text.trim() || undefined), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <TextField
      fullWidth={false}
      size="small"
      type="search"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onChange(text.trim() || undefined);
      }}
      sx={{ minWidth: 260 }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
