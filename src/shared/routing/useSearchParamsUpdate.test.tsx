import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useSearchParamsUpdate } from './useSearchParamsUpdate';

const QuickChanges = () => {
  const update = useSearchParamsUpdate();
  const location = useLocation();
  return (
    <>
      <output>{location.search}</output>
      <button
        type="button"
        onClick={() => {
          // A tag chosen and a search sent before the first change has rendered.
          update((query) => query.set('tags', '3'), { replace: true });
          update((query) => query.set('search', 'abonnement'), { replace: true });
        }}
      >
        both
      </button>
      <button type="button" onClick={() => update((query) => query.delete('tags'))}>
        clear
      </button>
    </>
  );
};

describe('useSearchParamsUpdate', () => {
  it('keeps each of two changes made before a render (spec §2: filters live in the URL)', () => {
    render(
      <MemoryRouter initialEntries={['/scribr/call-list?language=fr']}>
        <QuickChanges />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'both' }));
    const query = new URLSearchParams(screen.getByRole('status').textContent ?? '');
    expect(Object.fromEntries(query)).toEqual({
      language: 'fr',
      tags: '3',
      search: 'abonnement',
    });
    fireEvent.click(screen.getByRole('button', { name: 'clear' }));
    expect(screen.getByRole('status').textContent).toBe('?language=fr&search=abonnement');
  });
});
