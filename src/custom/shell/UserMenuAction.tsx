import type { ReactNode } from 'react';
import { ListItemIcon, ListItemText, MenuItem, type MenuItemProps } from '@mui/material';
import { useTranslate, useUserMenu } from 'react-admin';

export interface UserMenuActionProps extends Omit<MenuItemProps, 'onClick'> {
  label: string;
  icon: ReactNode;
  onClick: () => void;
}

/** A user-menu entry that closes the menu, then acts (MUI's menu props, e.g. focus, pass through). */
export const UserMenuAction = ({ label, icon, onClick, ...menuItemProps }: UserMenuActionProps) => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      {...menuItemProps}
      onClick={() => {
        userMenu?.onClose();
        onClick();
      }}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
};
