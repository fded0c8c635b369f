import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type I18nProvider } from 'react-admin';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testI18nProvider } from '../../../shared/notifications/testI18n';
import { resetSession, setSession, setUserRoles } from '../../../shared/session';
import { bannerMessageKey } from './bannerMessage';
import { NewVersionBanner } from './NewVersionBanner';

const CLIENT_TEXT =
  'A new version of the application is available, please refresh the page to enjoy it!';
const ADMIN_TEXT =
  'A new version of the application is available, please save your work and refresh the page to enjoy it!';

let en: I18nProvider;
let fr: I18nProvider;
beforeAll(async () => {
  en = await testI18nProvider('en');
  fr = await testI18nProvider('fr');
});
beforeEach(() => resetSession());

const renderBanner = (i18nProvider = en) => {
  const onRefresh = vi.fn();
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <button type="button">behind</button>
      <NewVersionBanner onRefresh={onRefresh} />
    </AdminContext>,
  );
  return onRefresh;
};

describe('new-version banner (spec §4, §6, §8)', () => {
  it('words the message per role', () => {
    expect(bannerMessageKey(true)).toBe('shell.newVersion.adminMessage');
    expect(bannerMessageKey(false)).toBe('shell.newVersion.message');
    expect(en.translate(bannerMessageKey(false))).toBe(CLIENT_TEXT);
    expect(en.translate(bannerMessageKey(true))).toBe(ADMIN_TEXT);
  });

  it('shows nothing until the build id changed', () => {
    renderBanner();
    expect(screen.queryByText(/new version/)).not.toBeInTheDocument();
    act(() => setSession({ newAppVersion: true }));
    expect(screen.getByText(CLIENT_TEXT)).toBeInTheDocument();
  });

  it('gives administrators the "save your work" wording and no overlay', async () => {
    setUserRoles({ 'global.admin': true });
    setSession({ newAppVersion: true });
    const onRefresh = renderBanner();
    expect(screen.getByRole('alert')).toHaveTextContent(ADMIN_TEXT);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('new-version-overlay')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalled();
  });

  it('puts a blocking overlay behind the banner for everyone else, focus kept in it', async () => {
    setUserRoles({ 'app.moriarty.tags': true });
    setSession({ newAppVersion: true });
    const onRefresh = renderBanner();
    expect(screen.getByRole('alertdialog', { name: CLIENT_TEXT })).toBeInTheDocument();
    expect(screen.getByTestId('new-version-overlay')).toBeInTheDocument();
    // The page behind is hidden from assistive technologies and unreachable with Tab.
    expect(screen.queryByRole('button', { name: 'behind' })).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Enter}');
    expect(onRefresh).toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('speaks French too', () => {
    setSession({ newAppVersion: true });
    renderBanner(fr);
    expect(screen.getByRole('button', { name: 'Rafraîchir' })).toBeInTheDocument();
    expect(screen.getByText(/Une nouvelle version/)).toBeInTheDocument();
  });
});
