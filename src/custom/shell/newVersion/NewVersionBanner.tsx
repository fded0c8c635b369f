import { Alert, Box, Button, Modal, Portal } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { useSession } from '../../../shared/session';
import { bannerMessageKey } from './bannerMessage';

const reload = () => window.location.reload();

const Banner = ({ isAdmin, onRefresh }: { isAdmin: boolean; onRefresh: () => void }) => {
  const translate = useTranslate();
  const messageId = useId();
  return (
    <Alert
      severity="info"
      variant="filled"
      role={isAdmin ? 'alert' : 'alertdialog'}
      aria-labelledby={messageId}
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={onRefresh}>
          {translate('shell.newVersion.refresh')}
        </Button>
      }
      sx={{ borderRadius: 0, alignItems: 'center' }}
    >
      <span id={messageId}>{translate(bannerMessageKey(isAdmin))}</span>
    </Alert>
  );
};

/**
 * The new-version banner (spec §4, §8): shown once the session's newAppVersion flag is set. For
 * administrators a banner on top of the page; for everyone else the same banner over a blocking
 * overlay, focus kept inside it (MUI Modal), so the page behind cannot be used.
 */
export const NewVersionBanner = ({ onRefresh = reload }: { onRefresh?: () => void }) => {
  const newAppVersion = useSession((session) => session.newAppVersion);
  const isAdmin = useSession((session) => session.isAdmin);
  if (!newAppVersion) return null;
  if (isAdmin) {
    // In a portal: a page's transformed or clipped ancestors must not hide a fixed banner.
    return (
      <Portal>
        <Box sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'snackbar' }}>
          <Banner isAdmin onRefresh={onRefresh} />
        </Box>
      </Portal>
    );
  }
  return (
    <Modal
      open
      disableEscapeKeyDown
      // A data attribute is valid on the backdrop's div; the slot's props type does not list them.
      slotProps={{ backdrop: { 'data-testid': 'new-version-overlay' } as object }}
    >
      <Box sx={{ position: 'fixed', top: 0, left: 0, right: 0, outline: 'none' }}>
        <Banner isAdmin={false} onRefresh={onRefresh} />
      </Box>
    </Modal>
  );
};
