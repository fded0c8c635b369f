import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { NO_FETCH_WAIT_MS, useAfterFirstData } from './useAfterFirstData';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

afterEach(() => vi.useRealTimers());

describe('useAfterFirstData', () => {
  it('turns true once the first data has arrived, and stays so', async () => {
    let answer = () => undefined as void;
    const { result } = renderHook(
      () => {
        useQuery({
          queryKey: ['rows'],
          queryFn: () => new Promise((resolve) => (answer = () => resolve(['row']))),
        });
        return useAfterFirstData();
      },
      { wrapper },
    );
    expect(result.current).toBe(false);
    await act(async () => new Promise((resolve) => setTimeout(resolve, NO_FETCH_WAIT_MS + 100)));
    expect(result.current).toBe(false); // still fetching: the wait applies to pages that fetch nothing
    act(() => answer());
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('turns true after NO_FETCH_WAIT_MS on a page that fetches nothing', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useAfterFirstData(), { wrapper });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(NO_FETCH_WAIT_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });
});
