import { lazy, memo, Suspense } from 'react';
import {
  AppBar as RaAppBar,
  LoadingIndicator,
  TitlePortal,
  ToggleThemeButton,
  useLocales,
  useThemesContext,
} from 'react-admin';
import { useSession } from '../../shared/session';
import { AppCommandPalette } from '../palette/AppCommandPalette';
import { AppUserMenu } from './AppUserMenu';
import { LanguageMenuButton } from './LanguageMenuButton';

// Debug roles are a developer's tool, off for nearly every session: their chip and switches
// (checkboxes, popover) load when turned on, not with every first screen (issue 16).
const DebugRolesIndicator = lazy(() =>
  import('../../custom/shell/debugRoles/DebugRolesIndicator').then((module) => ({
    default: module.DebugRolesIndicator,
  })),
);

/**
 * react-admin's app bar (its light/dark toggle and loading indicator kept, the language menu ours:
 * LanguageMenuButton) with the debug-roles indicator, the administrators' command palette and the
 * user menu. Memoised: the layout renders again on every navigation and start-up step, and the bar
 * need not (issue 16).
 */
export const AppBar = memo(function AppBar() {
  const debugRoles = useSession((session) => session.debugRoles);
  return (
    <RaAppBar color="primary" userMenu={<AppUserMenu />} toolbar={<AppToolbar />}>
      <TitlePortal />
      {debugRoles && (
        <Suspense fallback={null}>
          <DebugRolesIndicator />
        </Suspense>
      )}
      <AppCommandPalette />
    </RaAppBar>
  );
});

/** react-admin's default tools of the app bar, its language menu mounted only while open. */
const AppToolbar = () => {
  const languages = useLocales();
  const { darkTheme } = useThemesContext();
  return (
    <>
      {languages.length > 1 && <LanguageMenuButton />}
      {darkTheme && <ToggleThemeButton />}
      <LoadingIndicator />
    </>
  );
};
