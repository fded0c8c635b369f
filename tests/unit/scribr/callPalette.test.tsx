import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_ROLES } from '../../../src/app/testing/testAuthProvider';
import { installPaletteTestSupport } from '../../../src/shared/palette/testing';
import { DETAILS, openScribr } from './scribrConsole';

installPaletteTestSupport();

// Issue "Scribr calls" item 6: a typed text fitting the palette's call-id pattern (spec §9)
// offers "Go to call {id}", declared by the call-details resource.
describe('the palette’s call command', () => {
  it('opens the details of a typed call id, with any one separator before the rank', async () => {
    await openScribr('/scribr/call-list?language=fr', undefined, DEMO_ROLES.admin);
    await screen.findByRole('link', { name: DETAILS.id });
    await userEvent.keyboard('{Control>}k{/Control}');
    const typed = DETAILS.id.replace('.', '/');
    await userEvent.type(await screen.findByPlaceholderText('Search a page...'), typed);
    expect(
      await screen.findByRole('option', { name: new RegExp(`Go to call ${typed}`) }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe(`/scribr/${DETAILS.id}`));
    expect(await screen.findByRole('heading', { name: `Call ${DETAILS.id}` })).toBeInTheDocument();
  });

  it('is not offered for a text that is no call id', async () => {
    await openScribr('/scribr/call-list?language=fr', undefined, DEMO_ROLES.admin);
    await screen.findByRole('link', { name: DETAILS.id });
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.type(await screen.findByPlaceholderText('Search a page...'), 'call');
    await screen.findAllByRole('option');
    expect(screen.queryByRole('option', { name: /Go to call/ })).toBeNull();
  });
});
