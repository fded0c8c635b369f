import CloseIcon from '@mui/icons-material/Close';
import { Box, Drawer, IconButton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { setSession, useSession } from '../../../shared/session';
import { SettingsFields, type SettingsFieldsProps } from './SettingsFields';

export const openProfile = () => setSession({ profileOpen: true, profileClosing: false });
const closeProfile = () => setSession({ profileOpen: false, profileClosing: true });
const closed = () => setSession({ profileClosing: false });

/**
 * The profile panel, opened from the user menu: UI language, data language, time zone, first day
 * of the week and main view. Its open / closing flags are the session's (spec §3).
 */
export const ProfilePanel = (props: Omit<SettingsFieldsProps, 'withDataLanguage'>) => {
  const translate = useTranslate();
  const open = useSession((session) => session.profileOpen);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={closeProfile}
      slotProps={{ transition: { onExited: closed } }}
    >
      <Box
        sx={{ width: { xs: '100vw', sm: 380 }, p: 3 }}
        role="region"
        aria-labelledby="profile-title"
      >
        <Box sx={{ display: 'flex', alignItems: 'center', mb: 3 }}>
          <Typography id="profile-title" variant="h6" component="h2" sx={{ flex: 1 }}>
            {translate('shell.settings.title')}
          </Typography>
          <IconButton aria-label={translate('shell.settings.close')} onClick={closeProfile}>
            <CloseIcon />
          </IconButton>
        </Box>
        {open && <SettingsFields {...props} />}
      </Box>
    </Drawer>
  );
};
