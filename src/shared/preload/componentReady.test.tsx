import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { onDemand } from './onDemand';
import { componentReady } from './preloadComponent';

const Greeting = () => <p>Hello</p>;

/** A lazy() component whose download the test ends. */
const deferredLazy = () => {
  let finish: (outcome: 'loaded' | 'failed') => void = () => undefined;
  const Component = lazy(
    () =>
      new Promise<{ default: typeof Greeting }>((resolve, reject) => {
        finish = (outcome) =>
          outcome === 'loaded' ? resolve({ default: Greeting }) : reject(new Error('offline'));
      }),
  );
  return { Component, finish: (outcome: 'loaded' | 'failed') => finish(outcome) };
};

const settledYet = async (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 10));
  return settled;
};

describe('componentReady', () => {
  it('settles once a lazy view has loaded; rendered then, it shows at once, with no fallback', async () => {
    const { Component, finish } = deferredLazy();
    const ready = componentReady(Component);
    expect(await settledYet(ready)).toBe(false);
    finish('loaded');
    await ready;
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component />
      </Suspense>,
    );
    // Synchronously after render(): the first commit already has the view.
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('settles without rejecting when the download fails (the view shows the failure)', async () => {
    const { Component, finish } = deferredLazy();
    const ready = componentReady(Component);
    finish('failed');
    await expect(ready).resolves.toBeUndefined();
  });

  it('loads an onDemand part, and settles at once for anything else', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    await componentReady(onDemand(load));
    expect(load).toHaveBeenCalledTimes(1);
    await expect(componentReady(Greeting)).resolves.toBeUndefined();
    await expect(componentReady(undefined)).resolves.toBeUndefined();
  });
});
