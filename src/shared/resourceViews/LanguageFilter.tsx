import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAvailableLanguages } from './useAvailableLanguages';
import { useLanguageQuery } from './useLanguageQuery';

/** The list's language, bound to the `?language=` query parameter (language-filtered sections). */
export const LanguageFilter = () => {
  const translate = useTranslate();
  const languages = useAvailableLanguages();
  const [language, setLanguage] = useLanguageQuery();
  const choices =
    language && !languages.some((choice) => choice.id === language)
      ? [...languages, { id: language, name: language }]
      : languages;
  return (
    <TextField
      select
      size="small"
      label={translate('console.language', { _: 'Language' })}
      value={language ?? ''}
      onChange={(event) => setLanguage(event.target.value)}
      fullWidth={false}
      sx={{ minWidth: 160 }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
