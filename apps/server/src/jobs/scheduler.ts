import type { FastifyBaseLogger } from 'fastify';

export interface Job {
  name: string;
  /** One run; must be idempotent and guard itself against other instances (advisory lock). */
  run(): Promise<unknown>;
}

export interface Scheduler {
  /** Runs every job once now, one after the other (after the pass in progress, if any). */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs the jobs every `intervalSeconds` (0: never on its own). Passes of one process never overlap; a
 * failing job is logged and the next ones still run. The first pass waits one interval, so a restart loop
 * does not hammer the database.
 */
export function startScheduler(opts: { jobs: readonly Job[]; intervalSeconds: number; log: FastifyBaseLogger }): Scheduler {
  let chain: Promise<void> = Promise.resolve();
  let stopped = false;
  const pass = async () => {
    for (const job of opts.jobs) {
      if (stopped) return;
      try {
        await job.run();
      } catch (err) {
        opts.log.error({ err, job: job.name }, 'scheduled job failed');
      }
    }
  };
  const runNow = (): Promise<void> => {
    chain = chain.then(pass);
    return chain;
  };
  const timer = opts.intervalSeconds > 0 ? setInterval(() => void runNow(), opts.intervalSeconds * 1000) : undefined;
  timer?.unref();
  return {
    runNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await chain;
    },
  };
}
