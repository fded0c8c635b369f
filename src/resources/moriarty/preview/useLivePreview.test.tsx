import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CoreAdminContext, type DataProvider } from 'react-admin';
import { afterEach, beforeEach, vi } from 'vitest';
import { createFakeDataProvider } from '../../../app/testing/fakeDataProvider';
import type { ServiceRequest } from '../../../shared/declarations/serviceRequest';
import type { PreviewResult } from './previewTypes';
import { PREVIEW_DEBOUNCE_MS, useLivePreview } from './useLivePreview';

interface Pending {
  request: ServiceRequest;
  resolve: (result: PreviewResult) => void;
}

const answer = (matched: number): PreviewResult => ({ evaluated: 50, matched, calls: [] });

const setup = () => {
  const pending: Pending[] = [];
  const request = vi.fn(
    (call: ServiceRequest) =>
      new Promise<PreviewResult>((resolve, reject) => {
        call.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
        pending.push({ request: call, resolve });
      }),
  );
  const dataProvider = { ...createFakeDataProvider(), request } as unknown as DataProvider;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CoreAdminContext dataProvider={dataProvider}>{children}</CoreAdminContext>
  );
  const hook = renderHook(
    ({ body }: { body: { query: string } | undefined }) => useLivePreview('preview/clue', body),
    { wrapper, initialProps: { body: undefined as { query: string } | undefined } },
  );
  const type = async (query: string | undefined, wait = 0) => {
    hook.rerender({ body: query === undefined ? undefined : { query } });
    await act(async () => {
      vi.advanceTimersByTime(wait);
    });
  };
  return { hook, request, pending, type };
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useLivePreview', () => {
  it('asks nothing while there is nothing to preview', async () => {
    const { hook, request, type } = setup();
    await type(undefined, 2000);
    expect(request).not.toHaveBeenCalled();
    expect(hook.result.current).toEqual({ loading: false });
  });

  it('waits for a 400 ms pause in typing, then asks once for the latest body', async () => {
    const { hook, request, type } = setup();
    await type('r', 100);
    await type('ré', 100);
    await type('rés', 100);
    await type('rési', PREVIEW_DEBOUNCE_MS - 1);
    expect(request).not.toHaveBeenCalled();
    expect(hook.result.current.loading).toBe(true);
    await type('rési', 1);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0][0]).toMatchObject({
      service: 'moriarty',
      method: 'POST',
      path: 'preview/clue',
      body: { query: 'rési' },
    });
  });

  it('aborts the request in flight when the body changes, and shows only the latest answer', async () => {
    const { hook, pending, type } = setup();
    await type('colis', PREVIEW_DEBOUNCE_MS);
    expect(pending).toHaveLength(1);
    await type('colis perdu', 0);
    expect(pending[0].request.signal?.aborted).toBe(true);
    await type('colis perdu', PREVIEW_DEBOUNCE_MS);
    expect(pending).toHaveLength(2);
    await act(async () => {
      pending[1].resolve(answer(3));
      pending[0].resolve(answer(99));
    });
    expect(hook.result.current).toMatchObject({
      loading: false,
      result: answer(3),
      settledFor: { query: 'colis perdu' },
    });
  });

  it('keeps the last count while the next one loads, then updates it', async () => {
    const { hook, pending, type } = setup();
    await type('a', PREVIEW_DEBOUNCE_MS);
    await act(async () => pending[0].resolve(answer(7)));
    expect(hook.result.current).toMatchObject({ loading: false, result: { matched: 7 } });
    await type('ab', 10);
    expect(hook.result.current).toMatchObject({ loading: true, result: { matched: 7 } });
    await type('ab', PREVIEW_DEBOUNCE_MS);
    await act(async () => pending[1].resolve(answer(2)));
    expect(hook.result.current).toMatchObject({ loading: false, result: { matched: 2 } });
  });
});
