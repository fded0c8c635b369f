import { describe, expect, it } from 'vitest';
import { createTurnQueue } from './turnTaking';

describe('createTurnQueue', () => {
  it('runs tasks one at a time in order, the event loop turning between two', async () => {
    const turn = createTurnQueue();
    const events: string[] = [];
    let running = 0;
    const task = (id: number) =>
      turn(async () => {
        running += 1;
        expect(running).toBe(1);
        events.push(`start ${id}`);
        // What a request does meanwhile: work for the next turn of the event loop.
        setImmediate(() => events.push(`immediate of ${id}`));
        await Promise.resolve();
        running -= 1;
        return id;
      });
    await expect(Promise.all([1, 2, 3].map(task))).resolves.toEqual([1, 2, 3]);
    expect(events).toEqual(['start 1', 'immediate of 1', 'start 2', 'immediate of 2', 'start 3']);
  });

  it('goes on after a failed task', async () => {
    const turn = createTurnQueue();
    await expect(turn(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(turn(async () => 'next')).resolves.toBe('next');
  });
});
