import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type I18nProvider } from 'react-admin';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testI18nProvider } from '../notifications/testI18n';
import {
  CALL_ID_PATTERN,
  commandLocation,
  fitsSearchPattern,
  isPaletteShortcut,
  matchCommands,
  type PaletteCommand,
} from '.';

import { CommandPalette } from './CommandPalette';
import { installPaletteTestSupport } from './testing';

installPaletteTestSupport();

const corpuses: PaletteCommand = {
  id: 'corpuses',
  routeName: 'lmfactory/corpuses',
  path: '/lmfactory/corpuses',
  name: 'Go to LM Factory > Corpuses page',
  description: '/lmfactory/corpuses',
};
const tags: PaletteCommand = {
  id: 'tags',
  routeName: 'moriarty/tags',
  path: '/moriarty/tags',
  name: 'Go to Moriarty > Tags page',
  description: 'Expressions détectées',
};
const call: PaletteCommand = {
  id: 'call',
  routeName: 'scribr/calls/edit',
  path: '/scribr/calls/:id',
  name: 'Open call {{search}}',
  restrictToSearchPattern: true,
  query: { tab: 'transcript' },
};
const searchCalls: PaletteCommand = {
  id: 'search-calls',
  routeName: 'scribr/call-list',
  path: '/scribr/call-list',
  name: 'Search calls for "{{search}}"',
  query: { view: 'compact' },
};
const commands = [corpuses, tags, call, searchCalls];
const ids = (list: PaletteCommand[]) => list.map((command) => command.id);

describe('search patterns (spec §9)', () => {
  // "Any one character" may be a digit too: 412-2025 reads as 412-20, 2, 5.
  it.each(['412-20251103.7', '412-1.0', '123-45x6', '123-4/5', ' 412-20251103.7 ', '412-2025'])(
    'the palette pattern accepts %j',
    (search) => expect(fitsSearchPattern(search)).toBe(true),
  );

  it.each(['41-20251103.7', '4123-1.2', '412-.7', '412-2025.', '412-20', 'abc-1.2', '412-1..2'])(
    'the palette pattern refuses %j',
    (search) => expect(fitsSearchPattern(search)).toBe(false),
  );

  it('the call id pattern wants a dot and any number of leading digits', () => {
    expect(CALL_ID_PATTERN.test('1-20251103.7')).toBe(true);
    expect(CALL_ID_PATTERN.test('412-20251103/7')).toBe(false);
  });
});

describe('matchCommands (spec §2)', () => {
  it('shows every unrestricted command for an empty search, in order', () => {
    expect(ids(matchCommands(commands, ''))).toEqual(['corpuses', 'tags', 'search-calls']);
  });

  it('searches names and descriptions, case and accents aside, every word', () => {
    expect(ids(matchCommands([corpuses, tags], 'corp'))).toEqual(['corpuses']);
    expect(ids(matchCommands([corpuses, tags], 'DETECTEES'))).toEqual(['tags']);
    expect(ids(matchCommands([corpuses, tags], 'factory corpus'))).toEqual(['corpuses']);
    expect(ids(matchCommands([corpuses, tags], 'factory tags'))).toEqual([]);
  });

  it('offers a command restricted to the search pattern only for a search fitting it', () => {
    expect(ids(matchCommands([corpuses, call], 'call'))).toEqual([]);
    expect(ids(matchCommands([corpuses, call], '412-20251103.7'))).toEqual(['call']);
  });

  it('replaces the placeholder by the typed search, so such a command matches it', () => {
    expect(ids(matchCommands([corpuses, searchCalls], 'résiliation'))).toEqual(['search-calls']);
  });

  it('goes to the route with the search as id when restricted, plus the fixed query', () => {
    expect(commandLocation(call, ' 412-20251103.7 ')).toEqual({
      pathname: '/scribr/calls/412-20251103.7',
      search: '?tab=transcript',
    });
    expect(commandLocation(searchCalls, 'x')).toEqual({
      pathname: '/scribr/call-list',
      search: '?view=compact',
    });
    expect(commandLocation(corpuses, 'corp')).toEqual({
      pathname: '/lmfactory/corpuses',
      search: '',
    });
  });
});

describe('the shortcut', () => {
  it('is Ctrl+K or Meta+K', () => {
    const key = (init: Partial<KeyboardEvent>) =>
      isPaletteShortcut({
        key: 'k',
        ctrlKey: false,
        metaKey: false,
        altKey: false,
        shiftKey: false,
        ...init,
      });
    expect(key({ ctrlKey: true })).toBe(true);
    expect(key({ metaKey: true, key: 'K' })).toBe(true);
    expect(key({})).toBe(false);
    expect(key({ ctrlKey: true, shiftKey: true })).toBe(false);
    expect(key({ ctrlKey: true, key: 'j' })).toBe(false);
  });
});

describe('CommandPalette', () => {
  let i18nProvider: I18nProvider;
  beforeAll(async () => {
    i18nProvider = await testI18nProvider('en');
  });

  const open = (onRun = vi.fn(), onClose = vi.fn(), list = commands) => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <CommandPalette open onClose={onClose} onRun={onRun} commands={list} />
      </AdminContext>,
    );
    return { onRun, onClose };
  };
  const selected = () =>
    screen.getAllByRole('option').find((item) => item.getAttribute('aria-selected') === 'true');

  it('shows the placeholder, the footer hints, and the first command active', async () => {
    open();
    const input = screen.getByPlaceholderText('Search a page...');
    await waitFor(() => expect(input).toHaveFocus());
    for (const hint of ['to select', 'to navigate', 'to close']) {
      expect(screen.getByText(hint)).toBeInTheDocument();
    }
    expect(selected()).toHaveTextContent('Go to LM Factory > Corpuses page');
  });

  it('moves with the arrows and runs the active command with Enter', async () => {
    const { onRun, onClose } = open();
    await userEvent.keyboard('{ArrowDown}');
    expect(selected()).toHaveTextContent('Go to Moriarty > Tags page');
    await userEvent.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalled();
    expect(onRun).toHaveBeenCalledWith(tags, '');
  });

  it('makes the first match active again on every search change', async () => {
    const { onRun } = open();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.type(screen.getByPlaceholderText('Search a page...'), 'tag');
    expect(selected()).toHaveTextContent('Go to Moriarty > Tags page');
    await userEvent.clear(screen.getByPlaceholderText('Search a page...'));
    expect(selected()).toHaveTextContent('Go to LM Factory > Corpuses page');
    await userEvent.type(screen.getByPlaceholderText('Search a page...'), '412-20251103.7');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(selected()).toHaveTextContent('Open call 412-20251103.7');
    await userEvent.keyboard('{Enter}');
    expect(onRun).toHaveBeenCalledWith(call, '412-20251103.7');
  });

  it('says "No results" for the search text', async () => {
    open(vi.fn(), vi.fn(), [corpuses, tags, call]);
    await userEvent.type(screen.getByPlaceholderText('Search a page...'), 'zzz');
    expect(screen.getByText('No results for "zzz"')).toBeInTheDocument();
  });

  it('closes with Escape', async () => {
    const { onClose } = open();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
