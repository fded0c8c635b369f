import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildAvailableLanguages } from './availableLanguages';
import {
  getSession,
  resetSession,
  setLanguages,
  setSession,
  setTokens,
  setUserRoles,
  useSession,
} from './sessionStore';

beforeEach(() => resetSession());

describe('session store', () => {
  it('derives isAdmin and hasFeatPrx from the role map', () => {
    setUserRoles({ 'global.admin': true, 'feat.scribr.prx': true, 'app.moriarty.tags': true });
    expect(getSession()).toMatchObject({ isAdmin: true, hasFeatPrx: true });
    setUserRoles({ 'global.admin': false, 'app.moriarty.tags': true });
    expect(getSession()).toMatchObject({ isAdmin: false, hasFeatPrx: false });
  });

  it('names the available languages in the UI language, capitalised', () => {
    setLanguages({ languages: ['fr', 'en'], uiLanguage: 'en' });
    expect(getSession().availableLanguages).toEqual({ fr: 'French', en: 'English' });
    setLanguages({ uiLanguage: 'fr' });
    expect(getSession().availableLanguages).toEqual({ fr: 'Français', en: 'Anglais' });
    expect(getSession().uiLanguage).toBe('fr');
  });

  it('keeps an invalid language code as its own name', () => {
    expect(buildAvailableLanguages(['fr', 'not a code!'], 'en')).toEqual({
      fr: 'French',
      'not a code!': 'Not a code!',
    });
  });

  it('stores tokens and re-renders subscribers', () => {
    const Token = () => <p>{useSession((session) => session.auth.token) ?? 'none'}</p>;
    render(<Token />);
    expect(screen.getByText('none')).toBeInTheDocument();
    act(() => setTokens('t1', 'r1'));
    expect(screen.getByText('t1')).toBeInTheDocument();
    expect(getSession().auth).toEqual({ token: 't1', refreshToken: 'r1' });
  });

  it('merges partial updates and keeps the other fields', () => {
    setSession({ buildId: 'b1', newAppVersion: true });
    setSession((current) => ({ profileOpen: !current.profileOpen }));
    expect(getSession()).toMatchObject({ buildId: 'b1', newAppVersion: true, profileOpen: true });
  });
});

describe('resetSession', () => {
  it('drops every field back to the initial state', () => {
    setSession({ user: { id: 'u1' }, buildId: 'b' });
    setUserRoles({ 'global.admin': true });
    resetSession();
    expect(getSession()).toMatchObject({ userRoles: {}, isAdmin: false });
    expect(getSession().user).toBeUndefined();
    expect(getSession().buildId).toBeUndefined();
  });
});
