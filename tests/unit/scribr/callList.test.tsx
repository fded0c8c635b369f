import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ROLES } from '../../../src/app/testing/testAuthProvider';
import { CALLS, openScribr, searches } from './scribrConsole';

// Scribr's call list (issue "Scribr calls" item 3): columns, filters in the URL, selection with
// a side preview, keyboard use.

describe('call list', () => {
  it('moves the language segment to the query and lists the calls with their columns', async () => {
    const { calls } = await openScribr('/scribr/fr/call-list');
    await waitFor(() => expect(window.location.pathname).toBe('/scribr/call-list'));
    expect(new URLSearchParams(window.location.search).get('language')).toBe('fr');
    const row = (await screen.findByRole('link', { name: CALLS[0].id })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('Élan Télécom')).toBeInTheDocument();
    expect(within(row).getByText('Fidélisation')).toBeInTheDocument();
    expect(within(row).getByText('00:03:05')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'In queue' })).toBeInTheDocument();
    expect(within(row).getByText('Risque de départ')).toBeInTheDocument();
    // The page's title in the app bar: the resource's plural name.
    await waitFor(() =>
      expect(document.getElementById('react-admin-title')).toHaveTextContent('Calls'),
    );
    expect(searches(calls).at(-1)?.body).toMatchObject({
      lang: 'fr',
      page: 1,
      size: 25,
      sort: { field: 'start_time', order: 'desc' },
      timezone: expect.any(String),
    });
  });

  it('sends every shared filter key of the URL in the search body', async () => {
    const { calls } = await openScribr(
      '/scribr/call-list?language=fr&clients=1&campaigns=2,3&status=void,queue&tags=7,-8&tagsOperator=or' +
        '&search=abonnement&speakers=in&decisional=true&durationRange=60,300' +
        '&metadata=direction:inbound&metadataOperator=or&dateRange=2025-11-01,2025-11-30',
    );
    await screen.findByRole('link', { name: CALLS[0].id });
    expect(searches(calls).at(-1)?.body).toMatchObject({
      lang: 'fr',
      clients: [1],
      campaigns: [2, 3],
      status: ['void', 'queue'],
      tags: { include: [7], exclude: [8], filter: 'or' },
      search: 'abonnement',
      speakers: ['in'],
      decisional: true,
      duration_min: 60,
      duration_max: 300,
      metadata: { include: { direction: 'inbound' }, filter: 'or' },
      date_range: { begin: '2025-11-01', end: '2025-11-30' },
    });
  });

  it('selects a call on click (side preview, URL /scribr/call-list/{id}), moves with ↓ and opens with Enter', async () => {
    await openScribr('/scribr/call-list?language=fr');
    const first = await screen.findByRole('link', { name: CALLS[0].id });
    fireEvent.click(first.closest('tr') as HTMLElement);
    await waitFor(() =>
      expect(window.location.pathname).toBe(`/scribr/call-list/${encodeURIComponent(CALLS[0].id)}`),
    );
    expect(new URLSearchParams(window.location.search).get('language')).toBe('fr');
    expect(
      await screen.findByRole('complementary', { name: `Preview of call ${CALLS[0].id}` }),
    ).toBeInTheDocument();
    const table = screen.getByLabelText('Calls: ↑ and ↓ select a call, Enter opens it');
    fireEvent.keyDown(table, { key: 'ArrowDown' });
    await waitFor(() =>
      expect(window.location.pathname).toBe(`/scribr/call-list/${encodeURIComponent(CALLS[1].id)}`),
    );
    fireEvent.keyDown(table, { key: 'Enter' });
    await waitFor(() =>
      expect(window.location.pathname).toBe(`/scribr/${encodeURIComponent(CALLS[1].id)}`),
    );
  });

  it('shows Access denied without the call-list role', async () => {
    await openScribr('/scribr/call-list', undefined, DEMO_ROLES.guest);
    expect(await screen.findByRole('img', { name: '403 - Access denied' })).toBeInTheDocument();
  });
});
