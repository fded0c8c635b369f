import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeDataProvider } from '../../app/testing/fakeDataProvider';
import { fixtureRegistry } from '../../app/testing/fixtureDeclarations';
import { renderApp } from '../../app/testing/renderApp';
import { DEMO_ROLES } from '../../app/testing/testAuthProvider';
import { setSession } from '../session';
import { keepDrafts, resetDraftSources } from './draftSources';
import { draftKey, readDraft, writeDraft } from './draftStore';

const widgets = [{ id: 1, label: 'Blue widget', size: 3, active: true, lang: 'fr', lines: [] }];
const RESTORED = 'Your unsaved changes were restored.';

const open = async (
  path: string,
  dataProvider = createFakeDataProvider({ 'studio/widgets': widgets }),
) => {
  const view = await renderApp({
    path,
    roles: DEMO_ROLES.client,
    registry: fixtureRegistry(),
    dataProvider,
  });
  return { ...view, dataProvider };
};

beforeEach(() => {
  window.sessionStorage.clear();
  resetDraftSources();
  setSession({ user: { id: 'u1' } });
});

describe('FormDraft', () => {
  it('keeps a changed create form when the session ends, and restores it on return', async () => {
    const key = draftKey('/studio/widgets/add', 'u1');
    const first = await open('/studio/widgets/add?language=en');
    await userEvent.type(await screen.findByLabelText('Label *'), 'Green widget');
    keepDrafts();
    expect(readDraft(key)).toMatchObject({ label: 'Green widget', lang: 'en' });
    first.unmount();

    resetDraftSources(); // a new page after signing in again
    await open('/studio/widgets/add?language=en');
    expect(await screen.findByText(RESTORED)).toBeInTheDocument();
    expect(screen.getByLabelText('Label *')).toHaveValue('Green widget');
    expect(readDraft(key)).toBeUndefined();
  });

  it('keeps nothing of an unchanged form, and restores no other user’s draft', async () => {
    writeDraft(draftKey('/studio/widgets/add', 'u2'), { label: 'Not mine' });
    await open('/studio/widgets/add?language=en');
    expect(await screen.findByLabelText('Label *')).toHaveValue('');
    keepDrafts();
    expect(readDraft(draftKey('/studio/widgets/add', 'u1'))).toBeUndefined();
    expect(screen.queryByText(RESTORED)).not.toBeInTheDocument();
  });

  it('restores an edit form over the record, and the restored values save', async () => {
    writeDraft(draftKey('/studio/widgets/1', 'u1'), { label: 'Navy widget' });
    const { dataProvider } = await open('/studio/widgets/1?language=fr');
    expect(await screen.findByText(RESTORED)).toBeInTheDocument();
    expect(screen.getByLabelText('Label *')).toHaveValue('Navy widget');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(dataProvider.update.mock.calls[0][1].data).toMatchObject({
      label: 'Navy widget',
      size: 3,
    });
  });

  it('deletes the draft once the form saves', async () => {
    const key = draftKey('/studio/widgets/add', 'u1');
    const { dataProvider } = await open('/studio/widgets/add?language=en');
    await userEvent.type(await screen.findByLabelText('Label *'), 'Green widget');
    writeDraft(key, { label: 'Green widget' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(readDraft(key)).toBeUndefined());
  });
});
