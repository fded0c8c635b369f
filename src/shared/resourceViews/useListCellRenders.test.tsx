import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nContextProvider, memoryStore, StoreContextProvider, type RaRecord } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createTestI18nProvider } from '../../app/testing/testI18nProvider';
import type { FieldDeclaration } from '../declarations/types';
import { DateTimeValue } from '../format';
import { useListCellRenders } from './useListCellRenders';

const MOMENT = '2026-11-20T10:00:00.000Z';

const FIELDS: FieldDeclaration[] = [
  { source: 'size', type: 'number' },
  { source: 'label', type: 'text' },
  { source: 'owner.name', type: 'text' },
  { source: 'query', type: 'longText' },
  { source: 'lang', type: 'language' },
  { source: 'updated_at', type: 'date' },
  { source: 'active', type: 'boolean' },
  { source: 'own', type: 'text', Field: () => null },
  {
    source: 'speakers',
    type: 'text',
    Field: () => null,
    text: (value, translate) => translate(`moriarty.speakers.${String(value)}`),
  },
];

const RECORD = {
  id: 1,
  size: 1234,
  label: 'Blue widget',
  owner: { name: 'Ada' },
  query: { and: [1, 2] },
  lang: 'fr',
  updated_at: MOMENT,
  active: true,
  own: 'x',
  speakers: 'in',
};

const providers = async () => {
  const i18n = await createTestI18nProvider();
  const store = memoryStore({ locale: 'en', 'settings.timeZone': 'Asia/Tokyo' });
  return ({ children }: { children: ReactNode }) => (
    <StoreContextProvider value={store}>
      <I18nContextProvider value={i18n}>{children}</I18nContextProvider>
    </StoreContextProvider>
  );
};

const cellsOf = async (record: RaRecord) => {
  const wrapper = await providers();
  const { result } = renderHook(() => useListCellRenders(FIELDS), { wrapper });
  return {
    renders: result.current,
    cell: (source: string) => result.current.get(source)?.(record),
  };
};

describe('useListCellRenders', () => {
  it('writes numbers, texts, nested texts, other values as JSON, and languages by name', async () => {
    const { cell } = await cellsOf(RECORD);
    expect(cell('size')).toBe('1,234');
    expect(cell('label')).toBe('Blue widget');
    expect(cell('owner.name')).toBe('Ada');
    expect(cell('query')).toBe('{"and":[1,2]}');
    expect(cell('lang')).toBe('Français');
  });

  it('writes a moment as DateTimeValue does (UI language, time zone, the full form on hover)', async () => {
    const wrapper = await providers();
    const own = render(<DateTimeValue value={MOMENT} />, { wrapper });
    const expected = screen.getByText(/2026/);
    const [text, title] = [expected.textContent, expected.getAttribute('title')];
    own.unmount();
    const { cell } = await cellsOf(RECORD);
    render(<>{cell('updated_at')}</>);
    const time = screen.getByText(/2026/);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', MOMENT);
    expect(time.textContent).toBe(text);
    expect(time.getAttribute('title')).toBe(title);
  });

  it('writes nothing for a missing value, a dash for a missing moment', async () => {
    const { cell } = await cellsOf({ id: 2 });
    expect(cell('size')).toBeNull();
    expect(cell('label')).toBeNull();
    expect(cell('owner.name')).toBeNull();
    expect(cell('updated_at')).toBe('—');
  });

  it("writes a field's own text, and leaves other fields with a Field, and other types, to their components", async () => {
    const { renders, cell } = await cellsOf(RECORD);
    expect(cell('speakers')).toBe('Customer (in)');
    expect(renders.has('own')).toBe(false);
    expect(renders.has('active')).toBe(false);
  });
});
