import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LanguageIcon from '@mui/icons-material/Translate';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useLocales, useLocaleState } from 'react-admin';

const MENU_ID = 'language-menu';

/**
 * react-admin's language menu (LocalesMenuButton), its menu mounted only while open: that one's is
 * always mounted, hidden, and MUI's modal mounts in a second render once the page is committed —
 * a menu, its transitions and focus trap rendered before every first screen could paint (issue 16).
 */
export const LanguageMenuButton = () => {
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (chosen: string) => {
    setLocale(chosen);
    setAnchor(null);
  };
  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? MENU_ID : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<LanguageIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
      >
        {languages.find((language) => language.locale === locale)?.name ?? ''}
      </Button>
      {anchor && (
        <Menu id={MENU_ID} anchorEl={anchor} open onClose={() => setAnchor(null)}>
          {languages.map((language) => (
            <MenuItem
              key={language.locale}
              onClick={() => choose(language.locale)}
              selected={language.locale === locale}
            >
              {language.name}
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
};
