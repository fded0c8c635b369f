import { render } from '@testing-library/react';
import { memoryStore, StoreContextProvider, type Store } from 'react-admin';
import { useKeptHeight } from './useKeptHeight';

const Bar = ({ complete }: { complete: boolean }) => {
  const { ref, minHeight } = useKeptHeight<HTMLDivElement>('filterBarHeight.calls', complete);
  return <div ref={ref} data-testid="bar" style={{ minHeight }} />;
};

const inStore = (store: Store, page: string, complete: boolean) => (
  <StoreContextProvider value={store}>
    <Bar key={page} complete={complete} />
  </StoreContextProvider>
);

describe('useKeptHeight', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the height the complete element has, and holds it while the element is not complete', () => {
    let measured = () => undefined as void;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          measured = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const store = memoryStore();
    const { getByTestId, rerender } = render(inStore(store, 'first', true));
    Object.defineProperty(getByTestId('bar'), 'offsetHeight', { value: 191 });
    measured();
    expect(store.getItem('filterBarHeight.calls')).toEqual({
      width: window.innerWidth,
      height: 191,
    });
    // The next page: its inputs not drawn yet, the bar already as high as it will be.
    rerender(inStore(store, 'next', false));
    expect(getByTestId('bar').style.minHeight).toBe('191px');
  });

  it('holds nothing measured at another window width', () => {
    const store = memoryStore({ 'filterBarHeight.calls': { width: 1, height: 191 } });
    const { getByTestId } = render(inStore(store, 'first', false));
    expect(getByTestId('bar').style.minHeight).toBe('');
  });
});
