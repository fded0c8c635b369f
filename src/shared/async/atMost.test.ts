import { atMost } from './atMost';

describe('atMost', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('settles when the promise does, before the time is up', async () => {
    let settled = false;
    void atMost(Promise.resolve('done'), 150).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
  });

  it('settles once the time is up when the promise hangs, and never rejects', async () => {
    let settled = false;
    void atMost(new Promise(() => undefined), 150).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(149);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    await expect(atMost(Promise.reject(new Error('refused')), 150)).resolves.toBeUndefined();
  });
});
