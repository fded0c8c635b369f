import { render, screen, within } from '@testing-library/react';
import { HttpError, memoryStore, StoreContextProvider, TestTranslationProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { PreviewResult } from './previewTypes';
import { PreviewPanel } from './PreviewPanel';
import type { LivePreview } from './useLivePreview';

const result: PreviewResult = {
  evaluated: 40,
  matched: 2,
  calls: [
    {
      id: '7-20250101.1',
      start_time: '2025-01-01T10:00:00.000Z',
      client: { id: 1, name: 'Telco' },
      campaign: { id: 1, name: 'Care' },
      duration: 3725,
      snippets: [{ turn: 0, speaker: 'out', start: 0, end: 900, text: 'Bonjour', highlights: [] }],
    },
  ],
};

/** Keys and their options as text, so the test reads what would be translated. */
const translate = (key: string, options?: Record<string, unknown>) =>
  options && 'matched' in options ? `${key}:${options.matched}/${options.evaluated}` : key;

const show = (preview: LivePreview<unknown>, settings: Record<string, unknown> = {}) =>
  render(
    <MemoryRouter>
      <StoreContextProvider value={memoryStore(settings)}>
        <TestTranslationProvider translate={translate}>
          <PreviewPanel preview={preview} idleHint="idle" />
        </TestTranslationProvider>
      </StoreContextProvider>
    </MemoryRouter>,
  );

describe('PreviewPanel', () => {
  it('shows the idle hint when there is nothing to preview', () => {
    show({ loading: false });
    expect(screen.getByRole('status')).toHaveTextContent('idle');
    expect(screen.getByRole('region')).toHaveAttribute('aria-busy', 'false');
  });

  it('says it is previewing before the first answer', () => {
    show({ loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('moriarty.preview.loading');
    expect(screen.getByRole('region')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the count, then keeps it while the next one loads', () => {
    const { unmount } = show({ loading: false, result });
    expect(screen.getByRole('status')).toHaveTextContent('moriarty.preview.count:2/40');
    const call = within(screen.getByRole('list')).getByRole('link', { name: '7-20250101.1' });
    expect(call).toHaveAttribute('href', '/scribr/call-list/7-20250101.1');
    expect(screen.getByText('01:02:05', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('moriarty.preview.brand:')).toBeInTheDocument();
    unmount();
    show({ loading: true, result });
    expect(screen.getByRole('status')).toHaveTextContent('moriarty.preview.count:2/40');
  });

  it('writes the call’s start in the UI language and the user’s time zone', async () => {
    show({ loading: false, result }, { locale: 'fr', 'settings.timeZone': 'Asia/Tokyo' });
    const start = await screen.findByText((_, element) => element?.tagName === 'TIME');
    expect(start.textContent?.replace(/\s+/g, ' ')).toBe('1 janv. 2025, 19:00');
  });

  it('reports a failed preview, and a syntax error with its message', () => {
    const { unmount } = show({ loading: false, result, error: new HttpError('Boom', 500, {}) });
    expect(screen.getByRole('status')).toHaveTextContent('moriarty.preview.failed');
    expect(screen.queryByRole('list')).toBeNull();
    unmount();
    show({
      loading: false,
      error: new HttpError('Invalid query', 400, {
        errors: { query: ['Empty parentheses (position 3)'] },
        position: { query: 3 },
      }),
    });
    expect(screen.getByRole('status')).toHaveTextContent('moriarty.preview.syntaxError');
  });
});
