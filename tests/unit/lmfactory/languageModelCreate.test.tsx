import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { LM_API, openConsole, type Respond } from './support';

const corpuses = [
  {
    id: 1,
    label: 'Facturation',
    description: '',
    lang: 'fr',
    sentences: ['a'],
    status: 'available',
  },
  {
    id: 2,
    label: 'Résiliation',
    description: '',
    lang: 'fr',
    sentences: ['b'],
    status: 'available',
  },
];
const dictionary = {
  id: 6,
  label: 'Vocabulaire télécom',
  description: '',
  lang: 'fr',
  content: 'forfait',
  main: true,
  status: 'available',
  version: { current: 2, is_latest: true, latest: 2, latest_id: 6 },
};

const platform =
  (post: Respond = () => ({ status: 201, json: { id: 9, status: 'queued' } })): Respond =>
  (call) => {
    const { method, url } = call;
    if (method === 'GET' && url === `${LM_API}/corpuses?lang=fr`) return { json: corpuses };
    if (method === 'GET' && url === `${LM_API}/dictionaries?lang=fr&is_latest=true`)
      return { json: [dictionary] };
    if (method === 'POST') return post(call);
    if (method === 'GET' && url === `${LM_API}/language_models/9`)
      return {
        json: { id: 9, label: 'Support', status: 'queued', corpuses: [], dictionaries: [] },
      };
    return undefined;
  };

const counter = (pattern: RegExp) =>
  screen.getAllByRole('status').find((element) => pattern.test(element.textContent ?? ''));

const choose = async (input: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: input }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await userEvent.keyboard('{Escape}');
};

describe('new language model', () => {
  it('posts exactly { corpuses, description, dictionaries, label, lang } and opens the model', async () => {
    const calls = await openConsole('/lmfactory/language-models/add?language=fr', platform());
    await userEvent.type(await screen.findByLabelText('Label *'), 'Support');
    await userEvent.type(screen.getByLabelText('Description'), 'Appels support');
    expect(counter(/corpus/)).toHaveTextContent('0 corpuses chosen');
    await choose('Corpuses', 'Facturation');
    await choose('Corpuses', 'Résiliation');
    await choose('Dictionaries', 'Vocabulaire télécom · v2');
    expect(counter(/corpus/)).toHaveTextContent('2 corpuses chosen');
    expect(counter(/dictionar/)).toHaveTextContent('1 dictionary chosen');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Language model is now being processed.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: `${LM_API}/language_models`,
        body: {
          corpuses: [1, 2],
          description: 'Appels support',
          dictionaries: [6],
          label: 'Support',
          lang: 'fr',
        },
      },
    ]);
    await waitFor(() => expect(window.location.pathname).toBe('/lmfactory/language-models/9'));
  });

  it('highlights a counter when it changes, for 500 ms', async () => {
    await openConsole('/lmfactory/language-models/add?language=fr', platform());
    await screen.findByLabelText('Label *');
    expect(counter(/corpus/)).toHaveAttribute('data-highlighted', 'false');
    await choose('Corpuses', 'Facturation');
    const started = Date.now();
    expect(counter(/corpus/)).toHaveAttribute('data-highlighted', 'true');
    expect(counter(/dictionar/)).toHaveAttribute('data-highlighted', 'false');
    await waitFor(() => expect(counter(/corpus/)).toHaveAttribute('data-highlighted', 'false'));
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('asks for a corpus or a dictionary before sending', async () => {
    const calls = await openConsole('/lmfactory/language-models/add?language=fr', platform());
    await userEvent.type(await screen.findByLabelText('Label *'), 'Vide');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose at least one corpus or dictionary')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says "Send language model failed" and keeps what was typed', async () => {
    await openConsole(
      '/lmfactory/language-models/add?language=fr',
      platform(() => new HttpError('Boom', 500, {})),
    );
    await userEvent.type(await screen.findByLabelText('Label *'), 'Support');
    await choose('Corpuses', 'Facturation');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Send language model failed')).toBeInTheDocument();
    expect(screen.getByLabelText('Label *')).toHaveValue('Support');
    expect(window.location.pathname).toBe('/lmfactory/language-models/add');
  });
});
