import { Box, Chip, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { UrlFilterInputProps } from '../../../../shared/declarations/types';
import type { KeyValuePairs } from '../../../../shared/serverList/pairs';

/** Metadata conditions typed as `key:value` (Enter adds one), shown as removable chips. */
export const MetadataFilter = ({ value, onChange, label }: UrlFilterInputProps<KeyValuePairs>) => {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [error, setError] = useState(false);
  const pairs = value ?? [];
  const add = () => {
    const match = /^\s*([\w.-]{1,64})\s*:\s*(.+?)\s*$/.exec(text);
    if (!match) {
      setError(text.trim() !== '');
      return;
    }
    onChange([...pairs, [match[1], match[2]]]);
    setText('');
    setError(false);
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
      <TextField
        fullWidth={false}
        size="small"
        label={label}
        placeholder={translate('resources.scribr/call-list.metadata.placeholder')}
        value={text}
        error={error}
        helperText={error ? translate('resources.scribr/call-list.metadata.format') : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') add();
        }}
        onBlur={add}
        sx={{ width: 220 }}
      />
      {pairs.map(([key, pairValue], at) => (
        <Chip
          key={`${key}:${pairValue}:${at}`}
          size="small"
          label={`${key}: ${pairValue}`}
          onDelete={() => {
            const next = pairs.filter((_pair, index) => index !== at);
            onChange(next.length ? next : undefined);
          }}
        />
      ))}
    </Box>
  );
};
