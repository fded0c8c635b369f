import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { Logout, UserMenu } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { DebugRolesMenuItem, openProfile, UserMenuAction } from '../../custom/shell';

/** The user menu: profile settings, contact form, debug roles (administrators), sign-out. */
export const AppUserMenu = () => {
  const navigate = useNavigate();
  return (
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
      />
      <DebugRolesMenuItem />
      <Logout />
    </UserMenu>
  );
};
