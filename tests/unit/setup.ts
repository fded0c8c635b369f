import '@testing-library/jest-dom/vitest';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { cleanup, renderHook } from '@testing-library/react';
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

// MUI's styles in one style sheet, and only this file's. Emotion inserts each rule in a <style>
// of its own outside production, and never takes one back: with one jsdom per worker, the rules
// of every earlier file stayed (1 800 after seven files), and jsdom reads every rule of every
// sheet at each getComputedStyle, which MUI's TextareaAutosize and each accessible name ask for
// (40 % of this suite's CPU, profiled). One sheet (emotion's production mode, insertRule) and a
// clean start took the Moriarty tags file from 30 to 25 s.
const emotionCache = renderHook(() => useEmotionCache()).result.current;
cleanup();
if (emotionCache) {
  const { sheet, inserted } = emotionCache;
  sheet.flush();
  for (const name of Object.keys(inserted)) delete inserted[name];
  sheet.isSpeedy = true;
}

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
