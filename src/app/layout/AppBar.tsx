import { AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { DebugRolesIndicator } from '../../custom/shell';
import { AppCommandPalette } from '../palette/AppCommandPalette';
import { AppUserMenu } from './AppUserMenu';

/**
 * react-admin's app bar (its language menu, light/dark toggle and loading indicator kept) with the
 * debug-roles indicator, the administrators' command palette and the user menu.
 */
export const AppBar = () => (
  <RaAppBar color="primary" userMenu={<AppUserMenu />}>
    <TitlePortal />
    <DebugRolesIndicator />
    <AppCommandPalette />
  </RaAppBar>
);
