import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { createFakeDataProvider } from '../../app/testing/fakeDataProvider';
import { fixtureRegistry } from '../../app/testing/fixtureDeclarations';
import { renderApp } from '../../app/testing/renderApp';
import { DEMO_ROLES } from '../../app/testing/testAuthProvider';
import { createTestI18nProvider } from '../../app/testing/testI18nProvider';

const widgets = [
  { id: 1, label: 'Blue widget', size: 3, active: true, lang: 'fr', lines: ['x', 'y'] },
  { id: 2, label: 'Red widget', size: 8, active: false, lang: 'fr', lines: [] },
];

const open = async (
  path: string,
  dataProvider = createFakeDataProvider({ 'studio/widgets': widgets }),
) => {
  await renderApp({ path, roles: DEMO_ROLES.client, registry: fixtureRegistry(), dataProvider });
  return dataProvider;
};

describe('generated list', () => {
  it('shows the listed fields, search, filters, the language and an Add link', async () => {
    const dataProvider = await open('/studio/widgets?language=fr');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Blue widget')).toBeInTheDocument();
    expect(within(table).getByText('Red widget')).toBeInTheDocument();
    expect(within(table).getByText('2')).toBeInTheDocument(); // lines: their count
    // The filter form and its button load after the rows are drawn.
    expect(await screen.findByPlaceholderText('Search')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add filter' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveTextContent('French');
    expect(screen.getByRole('link', { name: 'Add' })).toHaveAttribute(
      'href',
      '/studio/widgets/add?language=fr',
    );
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'studio/widgets',
      expect.objectContaining({ filter: { language: 'fr' } }),
    );
  });

  it('binds the language select to ?language= and passes it as a permanent filter', async () => {
    const dataProvider = await open('/studio/widgets?language=fr');
    await screen.findByText('Blue widget');
    await userEvent.click(screen.getByRole('combobox', { name: 'Language' }));
    await userEvent.click(await screen.findByRole('option', { name: 'English' }));
    await waitFor(() => expect(window.location.search).toContain('language=en'));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'studio/widgets',
        expect.objectContaining({ filter: { language: 'en' } }),
      ),
    );
  });

  it('sorts by a column and opens a record on row click', async () => {
    const dataProvider = await open('/studio/widgets?language=fr');
    await screen.findByText('Blue widget');
    await userEvent.click(screen.getByRole('button', { name: /label/i }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'studio/widgets',
        expect.objectContaining({ sort: { field: 'label', order: 'ASC' } }),
      ),
    );
    await userEvent.click(screen.getByText('Red widget'));
    await waitFor(() => expect(window.location.pathname).toBe('/studio/widgets/2'));
  });

  it('shows an empty state with a call to action', async () => {
    await open('/studio/widgets?language=fr', createFakeDataProvider({}));
    expect(await screen.findByText('Do you want to add one?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add' })).toBeInTheDocument();
  });

  it('shows an error state when the list cannot be read', async () => {
    const dataProvider = createFakeDataProvider({});
    dataProvider.getList.mockRejectedValue(new HttpError('Boom', 500, {}));
    await open('/studio/widgets?language=fr', dataProvider);
    // the list's error state (a notification may also be on screen)
    const listError = () =>
      screen
        .getAllByRole('button', { name: 'Refresh' })
        .map((button) => button.closest('[role="alert"]'))
        .find(Boolean);
    await waitFor(() => expect(listError()).toHaveTextContent(/server communication error/i));
  });
});

describe('generated create', () => {
  const fillLabelAndLines = async () => {
    await userEvent.type(await screen.findByLabelText('Label *'), 'Green widget');
    fireEvent.change(screen.getByLabelText('Lines'), { target: { value: 'one\n\n  two \n\n' } });
  };

  it('submits the typed data (defaults, language, lines without empty ones) then opens the record', async () => {
    const dataProvider = await open('/studio/widgets/add?language=en');
    await fillLabelAndLines();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    expect(dataProvider.create.mock.calls[0][1].data).toEqual({
      label: 'Green widget',
      active: true,
      lang: 'en',
      lines: ['one', 'two'],
    });
    await waitFor(() => expect(window.location.pathname).toBe('/studio/widgets/99'));
    expect(await screen.findByText('Element created')).toBeInTheDocument();
  });

  it('keeps what was typed when saving fails', async () => {
    const dataProvider = createFakeDataProvider({ 'studio/widgets': widgets });
    dataProvider.create.mockRejectedValue(new HttpError('Service unavailable', 503, {}));
    await open('/studio/widgets/add?language=en', dataProvider);
    await fillLabelAndLines();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/studio/widgets/add');
    expect(screen.getByLabelText('Label *')).toHaveValue('Green widget');
    expect(screen.getByLabelText('Lines')).toHaveValue('one\n\n  two \n\n');
  });

  it('requires the required fields', async () => {
    const dataProvider = await open('/studio/widgets/add?language=en');
    fireEvent.change(await screen.findByLabelText('Lines'), { target: { value: '\n \n' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });
});

describe('generated edit', () => {
  it('shows read-only fields as text, saves, and keeps what was typed on failure', async () => {
    const dataProvider = createFakeDataProvider({ 'studio/widgets': widgets });
    dataProvider.update.mockRejectedValueOnce(new HttpError('Conflict', 409, {}));
    await open('/studio/widgets/1?language=fr', dataProvider);
    const label = await screen.findByLabelText('Label *');
    expect(screen.queryByLabelText('Id')).not.toBeInTheDocument(); // shown, not editable
    await userEvent.clear(label);
    await userEvent.type(label, 'Navy widget');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Conflict')).toBeInTheDocument();
    expect(screen.getByLabelText('Label *')).toHaveValue('Navy widget');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(2));
    expect(dataProvider.update.mock.calls[1][1].data).toMatchObject({
      label: 'Navy widget',
      lines: ['x', 'y'],
    });
  });

  it('archives only after a confirmation worded "archive", then goes back to the list', async () => {
    const dataProvider = await open('/studio/widgets/1?language=fr');
    await userEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Archive studio/widget?');
    expect(dataProvider.delete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(dataProvider.delete).toHaveBeenCalledWith(
        'studio/widgets',
        expect.objectContaining({ id: 1 }),
      ),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/studio/widgets'));
  });
});

describe('generated values', () => {
  const dated = { ...widgets[0], updated_at: '2026-11-20T10:00:00.000Z' };
  const openIn = async (lng: 'en' | 'fr', timeZone: string) =>
    renderApp({
      path: '/studio/widgets/1?language=fr',
      roles: DEMO_ROLES.client,
      registry: fixtureRegistry(),
      dataProvider: createFakeDataProvider({ 'studio/widgets': [dated] }),
      i18nProvider: await createTestI18nProvider(lng),
      storeValues: { 'settings.timeZone': timeZone },
    });
  const shown = (text: string) =>
    screen.findByText(
      (_, element) =>
        element?.tagName === 'TIME' && element.textContent?.replace(/\s+/g, ' ') === text,
    );

  it('show the read-only fields in a row at the top, dates in English and the chosen time zone', async () => {
    await openIn('en', 'Asia/Tokyo');
    expect(await shown('Nov 20, 2026, 7:00 PM')).toBeInTheDocument();
    const labels = [...document.querySelectorAll('.RaLabeled-label')].map(
      (label) => label.textContent,
    );
    expect(labels).toEqual(['Id', 'Updated at']);
  });

  it('write dates the French way in a French UI', async () => {
    await openIn('fr', 'America/Montreal');
    expect(await shown('20 nov. 2026, 05:00')).toBeInTheDocument();
  });
});
