import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeDataProvider } from '../testing/fakeDataProvider';
import { renderApp } from '../testing/renderApp';
import { DEMO_ROLES } from '../testing/testAuthProvider';

// The app bar's language menu (spec §2: the UI language, en/fr): react-admin's, its menu mounted
// only while open (issue 16: the hidden menu was rendered before every first screen could paint).
describe('LanguageMenuButton', () => {
  it('opens the language menu on demand and switches the interface language', async () => {
    await renderApp({
      path: '/lmfactory/corpuses',
      roles: DEMO_ROLES.admin,
      dataProvider: createFakeDataProvider(),
    });
    const button = await screen.findByRole('button', { name: 'English' });
    expect(await screen.findByRole('menuitem', { name: 'Dictionaries' })).toBeVisible();
    // Nothing of the menu is in the document until asked for.
    expect(document.body).not.toHaveTextContent('Français');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).not.toHaveAttribute('aria-expanded');

    await userEvent.click(button);
    const french = await screen.findByRole('menuitem', { name: 'Français' });
    const menu = french.closest<HTMLElement>('[role="menu"]');
    if (!menu) throw new Error('the language is not chosen in a menu');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const controlled = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(controlled).toContainElement(menu);
    expect(within(menu).getByRole('menuitem', { name: 'English' })).toHaveClass('Mui-selected');
    // The keyboard: the chosen language has the focus; Escape closes the menu, the button keeps it.
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'English' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Français' })).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());

    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Français' }));

    expect(await screen.findByRole('button', { name: 'Français' })).toBeVisible();
    expect(await screen.findByRole('menuitem', { name: 'Dictionnaires' })).toBeVisible();
    // The menu has left the document with its choice.
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'English' })).toBeNull());
  });
});
