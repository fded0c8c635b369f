import { ListItemIcon, MenuItem, Tooltip, Typography, styled, useTheme } from '@mui/material';
import { memo, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { MenuItemLinkClasses } from 'react-admin';
import { useIsActivePath } from './ActivePath';

export interface MenuEntryProps {
  /** The resource the entry opens (handed to `onIntent`). */
  name: string;
  /** The address the entry opens (a list's, its query included). */
  to: string;
  label: string;
  Icon: ComponentType;
  /** Whether the sidebar shows the labels (else only icons, the label in a tooltip). */
  sidebarOpen: boolean;
  setSidebarOpen: (open: boolean) => void;
  /** Pointer or keyboard focus on the entry (the section prefetches its list, read from `to`). */
  onIntent: (name: string, search: string) => void;
}

/**
 * One menu entry, as react-admin's MenuItemLink draws it (its classes, so its look and the
 * theme's overrides): a link with the entry's icon and label, marked active on its page, the
 * label in a tooltip when the sidebar shows icons only, closing the sidebar on small screens.
 * Without what MenuItemLink does for every entry and the console does not use (a keyboard
 * shortcut, a media query and a sidebar subscription each): the admin's forty entries are drawn
 * after the first screen's data, and on some pages one of them is the largest text, so the
 * largest contentful paint waits for them (issue 16, bench/FIRST_SCREEN.md). Memoised: the
 * menu renders again on each navigation, an entry only when its own props change.
 */
export const MenuEntry = memo(function MenuEntry({
  name,
  to,
  label,
  Icon,
  sidebarOpen,
  setSidebarOpen,
  onIntent,
}: MenuEntryProps) {
  const theme = useTheme();
  const pathname = to.split('?', 1)[0];
  const intent = () => onIntent(name, to.slice(pathname.length));
  const active = useIsActivePath(pathname);
  const closeOnSmallScreen = () => {
    const small = theme.breakpoints.down('md').replace(/^@media\s*/, '');
    if (window.matchMedia?.(small).matches) setSidebarOpen(false);
  };
  const entry = (
    <StyledMenuItem
      component={Link}
      to={to}
      state={{ _scrollToTop: true }}
      className={
        active
          ? `${MenuItemLinkClasses.root} ${MenuItemLinkClasses.active}`
          : MenuItemLinkClasses.root
      }
      aria-current={active ? 'page' : undefined}
      // Every entry is a tab stop, as react-admin's (a menu item defaults to -1).
      tabIndex={0}
      onClick={closeOnSmallScreen}
      onMouseEnter={intent}
      onFocus={intent}
    >
      <ListItemIcon className={MenuItemLinkClasses.icon}>
        <Icon />
      </ListItemIcon>
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {label}
      </Typography>
    </StyledMenuItem>
  );
  return sidebarOpen ? (
    entry
  ) : (
    <Tooltip title={label} placement="right">
      {entry}
    </Tooltip>
  );
});

// react-admin's MenuItemLink styles, under its name (theme overrides of RaMenuItemLink apply).
const StyledMenuItem = styled(MenuItem, {
  name: 'RaMenuItemLink',
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => ({
  color: (theme.vars || theme).palette.text.secondary,
  [`& .${MenuItemLinkClasses.icon}`]: {
    color: (theme.vars || theme).palette.text.secondary,
    minWidth: theme.spacing(5),
  },
  [`&.${MenuItemLinkClasses.active}`]: {
    color: (theme.vars || theme).palette.text.primary,
  },
  [`.MuiList-dense > & > .${MenuItemLinkClasses.icon}`]: {
    minWidth: theme.spacing(3.5),
  },
})) as typeof MenuItem;
