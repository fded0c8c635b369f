import CloseIcon from '@mui/icons-material/Close';
import { Box, Drawer, IconButton, Typography } from '@mui/material';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { afterFirstScreen, preloadComponent } from '../../../shared/preload';
import { setSession, useSession } from '../../../shared/session';
import type { SettingsFieldsProps } from './SettingsFields';

// The settings form is its own chunk (issue 16: not part of a first screen), fetched once the
// first screen is drawn and the browser idle, so that the panel opens at once.
const SettingsFields = lazy(() =>
  import('./SettingsFields').then((module) => ({ default: module.SettingsFields })),
);

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
  useEffect(() => afterFirstScreen(() => preloadComponent(SettingsFields)), []);
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
        {open && (
          <Suspense fallback={null}>
            <SettingsFields {...props} />
          </Suspense>
        )}
      </Box>
    </Drawer>
  );
};
