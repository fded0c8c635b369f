import InboxIcon from '@mui/icons-material/Inbox';
import { Box, Typography } from '@mui/material';
import { useGetResourceLabel, useTranslate } from 'react-admin';
import { AddButton } from './AddButton';
import { useDeclaration, useDeclaredSection } from './DeclarationContext';
import { LanguageFilter } from './LanguageFilter';

/**
 * Empty state with a call to action (the Add button, when the user may create). It replaces the
 * whole list toolbar, so it keeps the language select: another language may have records.
 */
export const ListEmpty = () => {
  const translate = useTranslate();
  const { name } = useDeclaration();
  const { languageFilter } = useDeclaredSection();
  const label = useGetResourceLabel()(name, 0).toLocaleLowerCase();
  return (
    <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
      {languageFilter && (
        <Box sx={{ mb: 3, display: 'flex', justifyContent: 'flex-end', textAlign: 'start' }}>
          <LanguageFilter />
        </Box>
      )}
      <InboxIcon sx={{ fontSize: 64 }} />
      <Typography variant="h6" component="p">
        {translate('ra.page.empty', { name: label })}
      </Typography>
      <Typography variant="body1" sx={{ mb: 2 }}>
        {translate('ra.page.invite')}
      </Typography>
      <AddButton variant="contained" />
    </Box>
  );
};
