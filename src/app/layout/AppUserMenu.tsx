import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { lazy, Suspense, useState } from 'react';
import { Logout, UserMenu } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { DebugRolesMenuItem, openProfile, UserMenuAction } from '../../custom/shell';
import { preloadComponent } from '../../shared/preload';
import { prefetchContactPage } from '../customRoutes';

// Opened from the menu only: its own chunk (issue 16), prefetched when its entry is pointed at.
const AboutDialog = lazy(() =>
  import('../../custom/shell/about/AboutDialog').then((module) => ({
    default: module.AboutDialog,
  })),
);
const prefetchAbout = () => preloadComponent(AboutDialog);

/**
 * The user menu: profile settings, contact form, about (version and commit), debug roles
 * (administrators), sign-out. The about dialog lives outside the menu, which closes first.
 */
export const AppUserMenu = () => {
  const navigate = useNavigate();
  const [aboutOpen, setAboutOpen] = useState(false);
  // Mounted from the first opening on, so that closing keeps its transition.
  const [aboutOpened, setAboutOpened] = useState(false);
  return (
    <>
      <UserMenu>
        <UserMenuAction
          label="shell.settings.menu"
          icon={<AccountCircleIcon fontSize="small" />}
          onClick={openProfile}
        />
        <UserMenuAction
          label="shell.contact.menu"
          icon={<MailOutlineIcon fontSize="small" />}
          onClick={() => navigate('/contact')}
          onMouseEnter={prefetchContactPage}
          onFocus={prefetchContactPage}
        />
        <UserMenuAction
          label="shell.about.menu"
          icon={<InfoOutlinedIcon fontSize="small" />}
          onMouseEnter={prefetchAbout}
          onFocus={prefetchAbout}
          onClick={() => {
            setAboutOpen(true);
            setAboutOpened(true);
          }}
        />
        <DebugRolesMenuItem />
        <Logout />
      </UserMenu>
      {aboutOpened && (
        <Suspense fallback={null}>
          <AboutDialog open={aboutOpen} onClose={() => setAboutOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
