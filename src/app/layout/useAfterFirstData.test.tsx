import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useAfterFirstData } from './useAfterFirstData';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

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
    await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(result.current).toBe(false); // still fetching
    act(() => answer());
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('turns true in a render after the first on a page with nothing to fetch', async () => {
    const seen: boolean[] = [];
    const { result } = renderHook(
      () => {
        const arrived = useAfterFirstData();
        seen.push(arrived);
        return arrived;
      },
      { wrapper },
    );
    expect(seen[0]).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('with a quiet period, turns true only once nothing has been fetched for that long', async () => {
    const { result } = renderHook(() => useAfterFirstData(300), { wrapper });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });
});
