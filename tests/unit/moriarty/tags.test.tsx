import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { draftKey, readDraft, writeDraft } from '../../../src/shared/drafts';
import {
  API,
  callsTo,
  invalidQuery,
  openConsole,
  previewAnswer,
  type Respond,
} from './moriartyConsole';

const clue = (id: number, label: string, query: string) => ({
  id,
  label,
  lang: 'fr',
  package: '',
  private_description: '',
  public_description: '',
  concatenation_delay: 300,
  query,
  speakers: ['in', 'out'],
  tags: [],
});

const storedClues = () => [
  clue(1, 'Résiliation', 'résilier | résiliation'),
  clue(2, 'Colis', 'colis'),
  clue(3, 'Réclamation', 'réclamation | plainte'),
];

const savedTag = (id: number, query: unknown) => ({
  id,
  uuid: 'u',
  label: 'Churn',
  lang: 'fr',
  package: '',
  private_description: '',
  public_description: '',
  concatenation_delay: 300,
  query,
  clues: storedClues().map(({ id, label, query, speakers, concatenation_delay }) => ({
    id,
    label,
    query,
    speakers,
    concatenation_delay,
  })),
});

/** The platform for these tests: it keeps the tags it is sent, as the real service would. */
const platform = (overrides: Respond = () => undefined) => {
  const tags = new Map<number, unknown>([[5, savedTag(5, { and: [1, { or: [2] }] })]]);
  const clues = storedClues();
  let nextClue = 40;
  const respond: Respond = (call) => {
    const answer = overrides(call);
    if (answer) return answer;
    const { method, url } = call;
    const body = call.body as Record<string, unknown>;
    if (method === 'GET' && url === `${API}/clues?lang=fr`) return { json: clues };
    const clueMatch = /\/clues\/(\d+)$/.exec(url);
    if (method === 'GET' && clueMatch) {
      const found = clues.find((item) => item.id === Number(clueMatch[1]));
      return found && { json: found };
    }
    if (method === 'POST' && url === `${API}/clues`) {
      const created = { ...clue((nextClue += 1), '', ''), ...body };
      clues.push(created as ReturnType<typeof clue>);
      return { status: 201, json: created };
    }
    if (method === 'PATCH' && clueMatch) return { json: { ...body, id: Number(clueMatch[1]) } };
    if (method === 'GET' && url === `${API}/tags?lang=fr`) return { json: [...tags.values()] };
    const tagMatch = /\/tags\/(\d+)$/.exec(url);
    const tag = tagMatch && tags.get(Number(tagMatch[1]));
    if (method === 'GET' && tag) return { json: tag };
    if (method === 'POST' && url === `${API}/tags`) {
      tags.set(77, { ...savedTag(77, body.query), ...body, id: 77 });
      return { status: 201, json: tags.get(77) };
    }
    if (method === 'PATCH' && tagMatch) {
      const id = Number(tagMatch[1]);
      tags.set(id, { ...(tags.get(id) as object), ...body });
      return { json: tags.get(id) };
    }
    if (method === 'POST' && url === `${API}/preview/tag`) return { json: previewAnswer(4, 80) };
    if (method === 'POST' && url === `${API}/preview/clue`) return { json: previewAnswer(2) };
    return undefined;
  };
  return respond;
};

const groupNamed = (name: string, container: HTMLElement = document.body) =>
  within(container).findAllByRole('group', { name });

const pickClue = async (group: HTMLElement, search: string, label: string) => {
  const input = within(group).getAllByRole('combobox', { name: 'Add a clue' })[0];
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: search } });
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(`^${label}`) }));
};

/** The tree as the builder shows it: operators and clue labels, nested. */
const shownTree = (group: Element): unknown => {
  const operator = group.getAttribute('data-operator') as string;
  const list = group.querySelector(':scope > ul');
  const items = list ? [...list.children] : [];
  return {
    [operator]: items.map((item) => {
      const sub = item.querySelector(':scope > [data-operator]');
      if (sub) return shownTree(sub);
      return item.querySelector('button')?.textContent;
    }),
  };
};

const rootGroup = () => document.querySelector('[data-operator]') as HTMLElement;

describe('Moriarty tags: the query builder', () => {
  it('builds a tag from two clues with or and a not, previews it, saves it and reopens the same tree', async () => {
    const { calls } = await openConsole('/moriarty/tags/add?language=fr', platform());
    await userEvent.type(await screen.findByLabelText('Label *'), 'Churn');
    expect(
      screen.getByText('Add clues to the query to see which recent calls the tag matches.'),
    ).toBeInTheDocument();
    const [root] = await groupNamed('AND group');
    await userEvent.click(within(root).getByRole('button', { name: 'OR' }));
    await pickClue(root, 'resil', 'Résiliation');
    await pickClue(root, 'col', 'Colis');
    await userEvent.click(within(root).getByRole('button', { name: 'Add a group' }));
    const [inner] = await groupNamed('AND group', root);
    await userEvent.click(within(inner).getByRole('button', { name: 'NOT' }));
    await pickClue(inner, 'récla', 'Réclamation');
    expect(shownTree(rootGroup())).toEqual({
      or: ['Résiliation', 'Colis', { not: ['Réclamation'] }],
    });
    expect(within(root).getAllByText('added')).toHaveLength(3);

    await waitFor(() =>
      expect(callsTo(calls, 'POST', 'preview/tag').at(-1)?.body).toEqual({
        lang: 'fr',
        query: { or: [1, 2, { not: [3] }] },
        concatenation_delay: 300,
        limit: 5,
      }),
    );
    expect(await screen.findByText('4 of 80 calls match')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('"Churn" successfully created')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', 'tags').map((call) => call.body)).toEqual([
      {
        label: 'Churn',
        lang: 'fr',
        package: '',
        private_description: '',
        public_description: '',
        concatenation_delay: 300,
        query: { or: [1, 2, { not: [3] }] },
      },
    ]);
    await waitFor(() => expect(window.location.pathname).toBe('/moriarty/tags/77'));
    await waitFor(() =>
      expect(shownTree(rootGroup())).toEqual({
        or: ['Résiliation', 'Colis', { not: ['Réclamation'] }],
      }),
    );
    expect(screen.queryByText('added')).toBeNull();
  }, 60000);

  it('restores a tag kept across a forced sign-in: its tree and fields, with a notice', async () => {
    const key = draftKey('/moriarty/tags/5');
    writeDraft(key, {
      label: 'Churn (draft)',
      query: { and: [1, { or: [2, 3] }] },
      clue_drafts: [{ id: 9, label: 'not restored' }],
    });
    await openConsole('/moriarty/tags/5?language=fr', platform());
    expect(await screen.findByText('Your unsaved changes were restored.')).toBeInTheDocument();
    await waitFor(() =>
      expect(shownTree(rootGroup())).toEqual({
        and: ['Résiliation', { or: ['Colis', 'Réclamation'] }],
      }),
    );
    expect(screen.getByLabelText(/^Label/)).toHaveValue('Churn (draft)');
    expect(readDraft(key)).toBeUndefined();
  });

  it('adds a clue with the keyboard only', async () => {
    await openConsole('/moriarty/tags/5?language=fr', platform());
    await waitFor(() =>
      expect(shownTree(rootGroup())).toEqual({ and: ['Résiliation', { or: ['Colis'] }] }),
    );
    const input = within(rootGroup()).getAllByRole('combobox', { name: 'Add a clue' }).at(-1)!;
    input.focus();
    await userEvent.keyboard('récl');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(shownTree(rootGroup())).toEqual({
      and: ['Résiliation', { or: ['Colis'] }, 'Réclamation'],
    });
  });

  it('creates a clue in place: sent to the preview with a temporary id, saved before the tag', async () => {
    const { calls } = await openConsole('/moriarty/tags/5?language=fr', platform());
    await waitFor(() =>
      expect(shownTree(rootGroup())).toEqual({ and: ['Résiliation', { or: ['Colis'] }] }),
    );
    const [or] = await groupNamed('OR group');
    await userEvent.click(within(or).getByRole('button', { name: 'New clue' }));
    const panel = await screen.findByRole('dialog', { name: 'New clue' });
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Label' }), 'Retard');
    fireEvent.change(within(panel).getByRole('textbox', { name: /^Query/ }), {
      target: { value: 'retard*' },
    });
    await waitFor(() =>
      expect(callsTo(calls, 'POST', 'preview/tag').at(-1)?.body).toEqual({
        lang: 'fr',
        query: { and: [1, { or: [2, -1] }] },
        concatenation_delay: 300,
        clues: [{ id: -1, query: 'retard*', speakers: ['in', 'out'], concatenation_delay: 300 }],
        limit: 5,
      }),
    );
    await waitFor(() =>
      expect(callsTo(calls, 'POST', 'preview/clue').at(-1)?.body).toMatchObject({
        query: 'retard*',
      }),
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('"Churn" successfully updated')).toBeInTheDocument();
    const saves = calls.filter((call) => call.method !== 'GET' && !call.url.includes('preview'));
    expect(saves).toEqual([
      {
        method: 'POST',
        url: `${API}/clues`,
        body: {
          label: 'Retard',
          lang: 'fr',
          package: '',
          private_description: '',
          public_description: '',
          concatenation_delay: 300,
          query: 'retard*',
          speakers: ['in', 'out'],
        },
      },
      {
        method: 'PATCH',
        url: `${API}/tags/5`,
        body: {
          concatenation_delay: 300,
          label: 'Churn',
          package: '',
          private_description: '',
          public_description: '',
          query: { and: [1, { or: [2, 41] }] },
        },
      },
    ]);
  });

  it('edits a clue in place (PATCH /clues/{id} with the tag) and reopens it on failure', async () => {
    let failClue = true;
    const { calls } = await openConsole(
      '/moriarty/tags/5?language=fr',
      platform((call) => {
        if (call.method === 'PATCH' && call.url.endsWith('/clues/2') && failClue) {
          failClue = false;
          return invalidQuery('Operator | has nothing on its left', 0);
        }
        return undefined;
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Open clue Colis' }));
    const panel = await screen.findByRole('dialog', { name: 'Clue "Colis"' });
    const query = await within(panel).findByRole('textbox', { name: /^Query/ });
    await waitFor(() => expect(query).toHaveValue('colis'));
    fireEvent.change(query, { target: { value: '| colis' } });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('edited')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update clue')).toBeInTheDocument();
    const reopened = await screen.findByRole('dialog', { name: 'Clue "Colis"' });
    expect(within(reopened).getByTestId('query-error-marker')).toHaveTextContent('| colis');
    expect(callsTo(calls, 'PATCH', 'tags/5')).toEqual([]);

    fireEvent.change(within(reopened).getByRole('textbox', { name: /^Query/ }), {
      target: { value: 'colis | paquet' },
    });
    await userEvent.click(within(reopened).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('"Churn" successfully updated')).toBeInTheDocument();
    expect(callsTo(calls, 'PATCH', 'clues/2').at(-1)?.body).toEqual({
      concatenation_delay: 300,
      label: 'Colis',
      package: '',
      private_description: '',
      public_description: '',
      query: 'colis | paquet',
      speakers: ['in', 'out'],
    });
    expect(callsTo(calls, 'PATCH', 'tags/5')).toHaveLength(1);
  });

  it('removes clues and groups, and switches operators', async () => {
    await openConsole('/moriarty/tags/5?language=fr', platform());
    await waitFor(() =>
      expect(shownTree(rootGroup())).toEqual({ and: ['Résiliation', { or: ['Colis'] }] }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove clue Résiliation' }));
    const [or] = await groupNamed('OR group');
    await userEvent.click(within(or).getByRole('button', { name: 'NOT' }));
    expect(shownTree(rootGroup())).toEqual({ and: [{ not: ['Colis'] }] });
    await userEvent.click(screen.getByRole('button', { name: 'Remove this group' }));
    expect(shownTree(rootGroup())).toEqual({ and: [] });
    expect(screen.getByText('Empty group: add a clue or a group.')).toBeInTheDocument();
  });

  it('says "Failed to create tag" and keeps the tree when the create fails', async () => {
    await openConsole(
      '/moriarty/tags/add?language=fr',
      platform((call) =>
        call.method === 'POST' && call.url.endsWith('/tags')
          ? new HttpError('Boom', 500, {})
          : undefined,
      ),
    );
    await userEvent.type(await screen.findByLabelText('Label *'), 'Churn');
    await pickClue(rootGroup(), 'col', 'Colis');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to create tag')).toBeInTheDocument();
    expect(shownTree(rootGroup())).toEqual({ and: ['Colis'] });
    expect(window.location.pathname).toBe('/moriarty/tags/add');
  });

  it('says "Failed to retrieve tag details" when the tag cannot be read', async () => {
    await openConsole('/moriarty/tags/8?language=fr', platform());
    expect(await screen.findByText('Failed to retrieve tag details')).toBeInTheDocument();
  });

  it('says "Failed to retrieve tag list" when the list cannot be read', async () => {
    await openConsole(
      '/moriarty/tags?language=fr',
      platform((call) =>
        call.url.includes('/tags?') ? new HttpError('Boom', 500, {}) : undefined,
      ),
    );
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .map((alert) => alert.textContent)
          .join(' | '),
      ).toContain('Failed to retrieve tag list'),
    );
  });
});
