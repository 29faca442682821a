import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startScheduler } from './scheduler.ts';

const log = { error: vi.fn() } as unknown as FastifyBaseLogger;

describe('job scheduler', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the jobs every interval, one pass at a time, and a failing job does not stop the next', async () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    const scheduler = startScheduler({
      intervalSeconds: 60,
      log,
      jobs: [
        {
          name: 'boom',
          run: async () => {
            ran.push('boom');
            throw new Error('boom');
          },
        },
        { name: 'ok', run: async () => void ran.push('ok') },
      ],
    });
    expect(ran).toEqual([]); // the first pass waits one interval
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ran).toEqual(['boom', 'ok']);
    expect(log.error).toHaveBeenCalled();
    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(ran).toHaveLength(2);
  });

  it('never runs on its own with an interval of 0, but runs on demand', async () => {
    vi.useFakeTimers();
    let runs = 0;
    const scheduler = startScheduler({ intervalSeconds: 0, log, jobs: [{ name: 'count', run: async () => void runs++ }] });
    await vi.advanceTimersByTimeAsync(10 * 3_600_000);
    expect(runs).toBe(0);
    await Promise.all([scheduler.runNow(), scheduler.runNow()]);
    expect(runs).toBe(2);
    await scheduler.stop();
  });
});
