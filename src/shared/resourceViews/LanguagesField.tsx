import { Typography } from '@mui/material';
import { useFieldValue } from 'react-admin';
import { useLanguageName } from './useLanguageName';

/** The record's languages by their names in the UI language ("French, English"). */
export const LanguagesField = ({ source }: { source: string; label?: string }) => {
  const languageName = useLanguageName();
  const value: unknown = useFieldValue({ source });
  const codes = Array.isArray(value) ? value.map(String) : [];
  return (
    <Typography component="span" variant="body2">
      {codes.map(languageName).join(', ')}
    </Typography>
  );
};
