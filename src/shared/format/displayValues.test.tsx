import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { memoryStore, StoreContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BytesValue } from './BytesValue';
import { DateTimeValue } from './DateTimeValue';
import { DurationValue } from './DurationValue';
import { forgetBrowserTimeZone } from '../settings';

const MOMENT = '2026-11-20T10:00:00.000Z';

/** The UI language (react-admin's `locale` item) and, when given, the time-zone setting. */
const showAs = (ui: ReactNode, locale: 'en' | 'fr', timeZone?: string) =>
  render(
    <StoreContextProvider
      value={memoryStore({ locale, ...(timeZone ? { 'settings.timeZone': timeZone } : {}) })}
    >
      {ui}
    </StoreContextProvider>,
  );

// Intl separates the time and AM/PM with a narrow no-break space: compare words, not spaces.
const words = (text: string | null) => text?.replace(/\s+/g, ' ');

afterEach(() => vi.restoreAllMocks());

describe('DateTimeValue', () => {
  it('writes a moment the English way, in the time-zone setting', () => {
    showAs(<DateTimeValue value={MOMENT} />, 'en', 'Asia/Tokyo');
    const time = screen.getByText(/2026/);
    expect(words(time.textContent)).toBe('Nov 20, 2026, 7:00 PM');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', MOMENT);
    expect(words(time.getAttribute('title'))).toBe('Friday, November 20, 2026 at 7:00:00 PM GMT+9');
  });

  it('writes it the French way in a French UI', () => {
    showAs(<DateTimeValue value={MOMENT} />, 'fr', 'Asia/Tokyo');
    const time = screen.getByText(/2026/);
    expect(words(time.textContent)).toBe('20 nov. 2026, 19:00');
    expect(words(time.getAttribute('title'))).toBe('vendredi 20 novembre 2026 à 19:00:00 UTC+9');
  });

  it('uses the browser’s time zone when the user chose none', () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      timeZone: 'America/Montreal',
    } as Intl.ResolvedDateTimeFormatOptions);
    forgetBrowserTimeZone();
    showAs(<DateTimeValue value={MOMENT} />, 'fr');
    expect(words(screen.getByText(/2026/).textContent)).toBe('20 nov. 2026, 05:00');
  });

  it('shows a dash (or the given text) for no moment or an invalid one', () => {
    const { unmount } = showAs(<DateTimeValue value={null} />, 'en', 'UTC');
    expect(screen.getByText('—')).toBeInTheDocument();
    unmount();
    showAs(<DateTimeValue value="not a date" emptyText="unknown" />, 'en', 'UTC');
    expect(screen.getByText('unknown')).toBeInTheDocument();
  });
});

describe('DurationValue (spec §9: human form, hh:mm:ss on hover)', () => {
  it('shows the human form and the clock in a tooltip', async () => {
    showAs(<DurationValue seconds={3723.5} />, 'en');
    const duration = screen.getByText('1 h 2 min 3 s');
    await userEvent.hover(duration);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('01:02:03');
  });

  it('says days the French way, and a dash when unknown', () => {
    const { unmount } = showAs(<DurationValue seconds={86400 + 60} />, 'fr');
    expect(screen.getByText('1 j 1 min')).toBeInTheDocument();
    unmount();
    showAs(<DurationValue seconds={null} />, 'fr');
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});

describe('BytesValue (spec §9: 1024-based units)', () => {
  it('writes sizes in the UI language', () => {
    const { unmount } = showAs(<BytesValue bytes={1536} />, 'en');
    expect(screen.getByText('1.5 KB')).toBeInTheDocument();
    unmount();
    showAs(<BytesValue bytes={1536} />, 'fr');
    expect(screen.getByText('1,5 Ko')).toBeInTheDocument();
  });
});
