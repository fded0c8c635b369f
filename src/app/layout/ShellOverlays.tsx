import { lazy, Suspense } from 'react';
import { useSession } from '../../shared/session';

// The banner shows once in a session's life, if ever: it loads then, not with every first screen
// (issue 16; its alert and blocking overlay came with the shell).
const NewVersionBanner = lazy(() =>
  import('../../custom/shell/newVersion/NewVersionBanner').then((module) => ({
    default: module.NewVersionBanner,
  })),
);

/** What covers every page, inside the layout or not: the new-version banner. */
export const ShellOverlays = () => {
  const newAppVersion = useSession((session) => session.newAppVersion);
  return newAppVersion ? (
    <Suspense fallback={null}>
      <NewVersionBanner />
    </Suspense>
  ) : null;
};
