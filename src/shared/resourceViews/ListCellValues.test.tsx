import { render, screen } from '@testing-library/react';
import { memoryStore, RecordContextProvider, StoreContextProvider } from 'react-admin';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { DateTimeValue, SharedDisplayFormats } from '../format';
import { DateTimeCell } from './ListCellValues';

const MOMENT = '2026-11-20T10:00:00.000Z';

const inStore = (ui: ReactNode) =>
  render(
    <StoreContextProvider value={memoryStore({ locale: 'en', 'settings.timeZone': 'Asia/Tokyo' })}>
      {ui}
    </StoreContextProvider>,
  );

describe('DateTimeCell', () => {
  it('writes a moment as DateTimeValue does, with the formats its table shares', () => {
    const own = inStore(<DateTimeValue value={MOMENT} />);
    const expected = screen.getByText(/2026/);
    const [text, title] = [expected.textContent, expected.getAttribute('title')];
    own.unmount();
    inStore(
      <SharedDisplayFormats>
        <RecordContextProvider value={{ id: 1, updated_at: MOMENT }}>
          <DateTimeCell source="updated_at" />
        </RecordContextProvider>
      </SharedDisplayFormats>,
    );
    const time = screen.getByText(/2026/);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', MOMENT);
    expect(time.textContent).toBe(text);
    expect(time.getAttribute('title')).toBe(title);
  });

  it('writes a dash when there is no moment, and formats its own outside a shared table', () => {
    inStore(
      <RecordContextProvider value={{ id: 1, updated_at: MOMENT }}>
        <DateTimeCell source="updated_at" />
        <DateTimeCell source="missing" />
      </RecordContextProvider>,
    );
    expect(screen.getByText(/2026/).tagName).toBe('TIME');
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});
