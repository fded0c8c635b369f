import { Typography } from '@mui/material';
import { useFieldValue } from 'react-admin';
import { useLanguageName } from './useLanguageName';

/** The record's language by its name in the UI language ("French"), else its code. */
export const LanguageField = ({ source }: { source: string; label?: string }) => {
  const languageName = useLanguageName();
  return (
    <Typography component="span" variant="body2">
      {languageName(useFieldValue({ source }))}
    </Typography>
  );
};
