import { describe, expect, it } from 'vitest';
import { AskerGone, createFifoLimiter } from './fifoLimiter';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('createFifoLimiter', () => {
  it('runs at most max tasks at once, the others in arrival order', async () => {
    const limit = createFifoLimiter(2);
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const task = (id: number) =>
      limit(async () => {
        started.push(id);
        running += 1;
        most = Math.max(most, running);
        await tick();
        running -= 1;
        return id;
      });
    const results = await Promise.all([1, 2, 3, 4, 5].map(task));
    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it('frees the slot of a failed task', async () => {
    const limit = createFifoLimiter(1);
    await expect(limit(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limit(async () => 'next')).resolves.toBe('next');
  });

  it('drops, without a slot, the waiting tasks whose asker has gone', async () => {
    const limit = createFifoLimiter(1);
    let release = () => {};
    const first = limit(() => new Promise<string>((resolve) => (release = () => resolve('first'))));
    let gone = false;
    const ran: string[] = [];
    const left = expect(
      limit(
        async () => ran.push('left'),
        () => gone,
      ),
    ).rejects.toBeInstanceOf(AskerGone);
    const stayed = limit(
      async () => ran.push('stayed'),
      () => false,
    );
    await tick();
    gone = true;
    release();
    await expect(first).resolves.toBe('first');
    await left;
    await expect(stayed).resolves.toBe(1);
    expect(ran).toEqual(['stayed']);
  });
});
