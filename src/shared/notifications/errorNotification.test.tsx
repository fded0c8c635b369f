import { act, render, screen, within } from '@testing-library/react';
import { AdminContext, HttpError, type I18nProvider } from 'react-admin';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../http';
import { resetSession, setUserRoles } from '../session';
import { errorNotification } from './errorNotification';
import { testI18nProvider } from './testI18n';
import { ToastStack } from './ToastStack';
import { useHandleError } from './useHandleError';

const providers: Record<'en' | 'fr', I18nProvider> = {} as Record<'en' | 'fr', I18nProvider>;
beforeAll(async () => {
  providers.fr = await testI18nProvider('fr');
  providers.en = await testI18nProvider('en');
});
beforeEach(() => resetSession());

/** A real HttpError from the HTTP client, for a mocked answer. */
const requestError = async (answer: () => Promise<Response>): Promise<unknown> =>
  createHttpClient({ fetch: answer })('https://api.test/x').catch((error: unknown) => error);

const badRequest = () =>
  requestError(async () =>
    Response.json({ message: 'Invalid body', errors: { label: ['Required'] } }, { status: 400 }),
  );
const networkFailure = () =>
  requestError(async () => {
    throw new TypeError('Failed to fetch');
  });
const serverError = () =>
  requestError(async () => Response.json({ message: 'Database down' }, { status: 500 }));

const options = (isAdmin: boolean) => ({ isAdmin, translate: providers.en.translate });

describe('errorNotification (spec §8 generic notifications)', () => {
  it('bad request: type error with the given message as body and the server errors', async () => {
    expect(errorNotification(await badRequest(), 'Fail to post corpus', options(false))).toEqual({
      message: 'Fail to post corpus',
      options: { type: 'error', body: 'Fail to post corpus', errors: { label: ['Required'] } },
    });
  });

  it("bad request without a message: the server's message as body", async () => {
    expect(errorNotification(await badRequest(), undefined, options(false))?.options).toEqual({
      type: 'error',
      body: 'Invalid body',
      errors: { label: ['Required'] },
    });
  });

  it('network error for administrators: "Network error" / "Is your VPN enabled?"', async () => {
    expect(
      errorNotification(await networkFailure(), 'Failed to get clients', options(true)),
    ).toEqual({
      message: 'Is your VPN enabled?',
      options: { type: 'error', title: 'Network error', body: 'Is your VPN enabled?' },
    });
  });

  it('network error for other users: the error message as body', async () => {
    expect(
      errorNotification(await networkFailure(), 'Failed to get clients', options(false))?.options,
    ).toEqual({ type: 'error', title: 'Failed to get clients', body: 'Network error' });
  });

  it('other request errors: the error message as body', async () => {
    expect(
      errorNotification(await serverError(), 'Failed to retrieve corpus list', options(true))
        ?.options,
    ).toEqual({ type: 'error', title: 'Failed to retrieve corpus list', body: 'Database down' });
    const timeout = new HttpError('No answer within 60000 ms', 0, { kind: 'timeout', errors: {} });
    expect(errorNotification(timeout, undefined, options(false))?.options).toEqual({
      type: 'error',
      title: undefined,
      body: 'The server did not answer in time.',
    });
  });

  it('non-request errors: type error with the given title', () => {
    expect(
      errorNotification(new TypeError('x is undefined'), 'Failed to search word', options(true)),
    ).toEqual({
      message: 'Failed to search word',
      options: { type: 'error', title: 'Failed to search word' },
    });
  });

  it('translates a given i18n key, and ignores a cancelled request', () => {
    expect(
      errorNotification(new Error('x'), 'notifications.types.warning', options(false))?.options
        .title,
    ).toBe('Warning');
    expect(
      errorNotification(new DOMException('aborted', 'AbortError'), 'x', options(false)),
    ).toBeUndefined();
  });
});

describe('useHandleError', () => {
  const renderHandler = (language: 'en' | 'fr') => {
    let handleError: ReturnType<typeof useHandleError> | undefined;
    const Capture = () => {
      handleError = useHandleError();
      return null;
    };
    render(
      <AdminContext i18nProvider={providers[language]}>
        <Capture />
        <ToastStack />
      </AdminContext>,
    );
    return (error: unknown, message?: string) => act(() => handleError!(error, message));
  };

  it('shows the VPN hint to an administrator, in the UI language', async () => {
    setUserRoles({ 'global.admin': true });
    const handleError = renderHandler('fr');
    handleError(await networkFailure(), 'Failed to get clients');
    const toast = screen.getByRole('alert');
    expect(within(toast).getByText('Erreur réseau')).toBeInTheDocument();
    expect(within(toast).getByText('Votre VPN est-il activé ?')).toBeInTheDocument();
  });

  it('shows a bad request with its field errors', async () => {
    const handleError = renderHandler('en');
    handleError(await badRequest(), 'Fail to post corpus');
    const toast = screen.getByRole('alert');
    expect(toast).toHaveTextContent('ErrorFail to post corpuslabelRequired');
  });

  it('logs non-request errors, and shows their title', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handleError = renderHandler('en');
    const bug = new TypeError('x is undefined');
    handleError(bug, 'Failed to search word');
    expect(
      within(screen.getByRole('alert')).getByText('Failed to search word'),
    ).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(bug);
    log.mockRestore();
  });
});
