import { screen } from '@testing-library/react';
import type { Resource } from '../../shared/declarations/types';
import { createRegistry } from '../createRegistry';
import { registry as declared } from '../registry';
import { createFakeDataProvider } from '../testing/fakeDataProvider';
import { renderApp } from '../testing/renderApp';
import { DEMO_ROLES } from '../testing/testAuthProvider';

// The console's own layout (issue 16): the page in an error boundary whose error page loads on
// demand, inside the app bar and menu that stay usable.
const Broken = () => {
  throw new Error('the page failed to render');
};
const withBrokenCorpuses = createRegistry(
  declared.resources.map((resource): Resource =>
    resource.name === 'lmfactory/corpuses'
      ? { ...resource, views: { ...resource.views, list: Broken } }
      : resource,
  ),
  declared.sections,
);

describe('AppLayout', () => {
  it('shows react-admin’s error page in the content when a page fails, the menu still there', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderApp({
      path: '/lmfactory/corpuses',
      roles: DEMO_ROLES.admin,
      registry: withBrokenCorpuses,
      dataProvider: createFakeDataProvider(),
    });
    const message = await screen.findByText('Something went wrong');
    expect(message).toBeVisible();
    expect(document.getElementById('main-content')).toContainElement(message);
    expect(await screen.findByRole('menuitem', { name: 'Dictionaries' })).toBeVisible();
    quiet.mockRestore();
  });
});
