import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { memoryStore, StoreContextProvider, type Store } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession, setLanguages } from '../session';
import {
  browserTimeZone,
  forgetBrowserTimeZone,
  createUserStore,
  getUserUuid,
  supportedTimeZones,
  useLanguageSetting,
  userSettingStorageKey,
  useSetting,
} from '.';

beforeEach(() => {
  localStorage.clear();
  resetSession();
});
afterEach(() => vi.restoreAllMocks());

describe('the settings key (spec §3: prefix, store id, user id)', () => {
  it('is RaStore + SpeechConsole + the user id, then the setting', () => {
    expect(userSettingStorageKey('u-42', 'timeZone')).toBe(
      'RaStoreSpeechConsole.u-42.settings.timeZone',
    );
    expect(userSettingStorageKey('u-42', 'uiLanguage')).toBe('RaStoreSpeechConsole.u-42.locale');
  });

  it('is where the per-user store writes, one user apart from another', () => {
    const ada = createUserStore('ada');
    const bob = createUserStore('bob');
    ada.setup();
    bob.setup();
    ada.setItem('settings.weekFirstDay', 0);
    bob.setItem('settings.weekFirstDay', 3);
    expect(localStorage.getItem(userSettingStorageKey('ada', 'weekFirstDay'))).toBe('0');
    expect(localStorage.getItem(userSettingStorageKey('bob', 'weekFirstDay'))).toBe('3');
    expect(ada.getItem('settings.weekFirstDay')).toBe(0);
  });

  it('outlives a sign-out (react-admin resets the store on logout)', () => {
    const ada = createUserStore('ada');
    ada.setup();
    ada.setItem('settings.isFirstConnection', false);
    ada.reset();
    expect(localStorage.getItem(userSettingStorageKey('ada', 'isFirstConnection'))).toBe('false');
  });
});

const withStore =
  (store: Store) =>
  ({ children }: { children: ReactNode }) => (
    <StoreContextProvider value={store}>{children}</StoreContextProvider>
  );

describe('useSetting', () => {
  it('has the spec §3 defaults', () => {
    const wrapper = withStore(memoryStore());
    const value = (name: Parameters<typeof useSetting>[0]) =>
      renderHook(() => useSetting(name), { wrapper }).result.current[0];
    expect(value('isFirstConnection')).toBe(true);
    expect(value('mainView')).toBe('ViewAnalytics');
    expect(value('uiLanguage')).toBe('en');
    expect(value('weekFirstDay')).toBe(1);
    expect(value('chartsConfigToDelete')).toEqual([]);
    expect(value('currentApp')).toBeUndefined();
  });

  it('time zone: the saved one, else the browser’s', () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      timeZone: 'America/Montreal',
    } as Intl.ResolvedDateTimeFormatOptions);
    forgetBrowserTimeZone();
    const store = memoryStore();
    const { result } = renderHook(() => useSetting('timeZone'), { wrapper: withStore(store) });
    expect(result.current[0]).toBe('America/Montreal');
    act(() => result.current[1]('Europe/Paris'));
    expect(result.current[0]).toBe('Europe/Paris');
    expect(store.getItem('settings.timeZone')).toBe('Europe/Paris');
  });

  it('language: the saved one, else the user’s first language, else the UI language', () => {
    const store = memoryStore();
    const { result, rerender } = renderHook(() => useLanguageSetting(), {
      wrapper: withStore(store),
    });
    expect(result.current.language).toBe('en');
    act(() => setLanguages({ languages: ['fr', 'en'] }));
    rerender();
    expect(result.current.language).toBe('fr');
    act(() => result.current.setLanguage('en'));
    expect(store.getItem('settings.language')).toBe('en');
    expect(result.current.language).toBe('en');
  });

  it('uiLanguage is react-admin’s locale item', () => {
    const store = memoryStore({ locale: 'fr' });
    const { result } = renderHook(() => useSetting('uiLanguage'), { wrapper: withStore(store) });
    expect(result.current[0]).toBe('fr');
    act(() => result.current[1]('en'));
    expect(store.getItem('locale')).toBe('en');
  });
});

describe('getUserUuid', () => {
  it('generates a uuid once and keeps it in local storage', () => {
    const first = getUserUuid();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(localStorage.getItem('user-uuid')).toBe(first);
    expect(getUserUuid()).toBe(first);
  });
});

describe('time zones', () => {
  it('lists the browser’s IANA zones, sorted, with UTC', () => {
    const zones = supportedTimeZones();
    expect(zones).toContain('Europe/Paris');
    expect(zones).toContain('UTC');
    expect([...zones].sort()).toEqual(zones);
    expect(supportedTimeZones('Mars/Olympus')).toContain('Mars/Olympus');
    expect(browserTimeZone()).toBeTruthy();
  });
});
