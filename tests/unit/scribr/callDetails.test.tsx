import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ROLES } from '../../../src/app/testing/testAuthProvider';
import { API, DETAILS, openScribr, searchService } from './scribrConsole';

// Call details (issue "Scribr calls" item 5).
const path = `/scribr/${DETAILS.id}`;

describe('call details', () => {
  it('drops the language from the path and query, and records a display_call event', async () => {
    const { calls } = await openScribr(`/scribr/fr/${DETAILS.id}?language=fr`);
    await waitFor(() => expect(window.location.pathname).toBe(path));
    expect(window.location.search).toBe('');
    expect(await screen.findByRole('heading', { name: `Call ${DETAILS.id}` })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((call) => call.url === `${API}/v1/statistics/events`)).toEqual([
        {
          method: 'POST',
          url: `${API}/v1/statistics/events`,
          body: { type: 'display_call', call_id: DETAILS.id },
        },
      ]),
    );
  });

  it('shows the transcript by speaker, as text, and marks the chosen tag’s matched words', async () => {
    await openScribr(path);
    const turn = await screen.findByText(/J'appelle pour/);
    // Transcript text is never HTML: the tags show as typed.
    expect(turn.closest('p')?.textContent).toContain('<b>fibre</b>');
    expect(document.querySelector('mark')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Risque de départ' }));
    const marks = [...document.querySelectorAll('mark[data-mark="tag"]')].map(
      (mark) => mark.textContent,
    );
    expect(marks).toEqual(['résilier']);
  });

  it('dims low-confidence words with their confidence', async () => {
    await openScribr(path);
    const word = await screen.findByLabelText('résilier (Confidence 41%)');
    expect(word).toHaveAttribute('data-confidence', '0.41');
  });

  it('shows the metadata, the caller’s number the service sent, and the raw JSON only to developers', async () => {
    await openScribr(path);
    const table = await screen.findByRole('table', { name: 'Metadata' });
    expect(within(table).getByText('Julie Martin')).toBeInTheDocument();
    expect(screen.getByText("Caller's number")).toBeInTheDocument();
    expect(screen.getAllByText('+33 6 12 34 56 78').length).toBeGreaterThan(0);
    expect(screen.queryByLabelText('Raw call (JSON)')).toBeNull();
  });

  it('shows the raw call as JSON to feat.scribr.developer', async () => {
    await openScribr(path, searchService, { ...DEMO_ROLES.client, 'feat.scribr.developer': true });
    const raw = await screen.findByLabelText('Raw call (JSON)');
    expect(JSON.parse(raw.textContent ?? '')).toMatchObject({ id: DETAILS.id });
    expect(screen.getByRole('button', { name: 'Copy the JSON' })).toBeInTheDocument();
  });

  it('steps to the next call of the list', async () => {
    await openScribr(path);
    const next = await screen.findByRole('link', { name: 'Next call' });
    expect(next).toHaveAttribute('href', '/scribr/102-20251103.1');
    expect(screen.getByText('Call 1 of 3')).toBeInTheDocument();
  });

  it('shows Not found for an unknown or out-of-scope call, not a blank page', async () => {
    await openScribr('/scribr/999-20200101.1');
    expect(await screen.findByRole('heading', { name: 'Call not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute(
      'href',
      '/scribr/call-list',
    );
  });
});
