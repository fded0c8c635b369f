import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetSession } from '../../src/shared/session/sessionStore';

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
});
