import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { componentReady } from '../../src/shared/preload/preloadComponent';
import { VisibleRows } from '../../src/shared/resourceViews/VirtualTableBody';
import { resetSession } from '../../src/shared/session/sessionStore';
import { forgetBrowserTimeZone } from '../../src/shared/settings/timeZones';

// Unit test files share one jsdom per worker (isolate: false); this file runs before each of
// them, so each starts as it would in a fresh window.
window.localStorage.clear();
window.sessionStorage.clear();
window.history.replaceState(null, '', '/');
document.title = '';
resetSession();

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  forgetBrowserTimeZone(); // a test may have faked it
});

// What the console loads on demand in the browser (issue 16: its own chunks) is loaded here at
// once, so that a test waits on a view's content, never on the module loader (a first dynamic
// import transforms a whole module graph, longer than a findBy waits).
// One after the other: loaded at once, two of them requiring the same ES module (react-router)
// made Node fail with "Cannot require() ES Module … not yet fully loaded".
const onDemandModules = [
  () => import('../../src/shared/resourceViews/GeneratedList'),
  () => import('../../src/shared/resourceViews/GeneratedEdit'),
  () => import('../../src/shared/resourceViews/GeneratedCreate'),
  () => import('../../src/custom/shell/settings/SettingsFields'),
  () => import('../../src/custom/shell/contact/ContactPage'),
  () => import('../../src/custom/shell/about/AboutDialog'),
  () => import('../../src/shared/resourceViews/ServerPagedList'),
  () => import('../../src/shared/resourceViews/ReferenceIdInput'),
  () => import('../../src/app/palette/PaletteDialog'),
  () => import('../../src/app/admin/ReactAdminPages'),
  () => import('../../src/custom/shell/debugRoles/DebugRolesIndicator'),
  () => import('../../src/custom/shell/newVersion/NewVersionBanner'),
];
for (const load of onDemandModules) await load();
// The virtualizer of long pages, React's lazy(): loaded, it renders at once.
await componentReady(VisibleRows);
