import BugReportIcon from '@mui/icons-material/BugReport';
import type { MenuItemProps } from '@mui/material';
import { startDebugRoles, useSession } from '../../../shared/session';
import { UserMenuAction } from '../UserMenuAction';

/** User-menu entry, administrators only: turns debug roles on (the indicator then shows). */
export const DebugRolesMenuItem = (props: Omit<MenuItemProps, 'onClick'>) => {
  const visible = useSession((session) => session.isAdmin && !session.debugRoles);
  if (!visible) return null;
  return (
    <UserMenuAction
      {...props}
      label="shell.debugRoles.menu"
      icon={<BugReportIcon fontSize="small" />}
      onClick={startDebugRoles}
    />
  );
};
