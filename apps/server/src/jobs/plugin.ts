import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serviceContext } from '../core/service-context.ts';
import { runMonitoringJob } from '../modules/monitoring/digest.ts';
import { reconcileOngoingPayments } from '../modules/payments/reconciliation.ts';
import { rokhasContext } from '../modules/rokhas/context.ts';
import { readFolderSituations, retryPartnerTasks } from '../modules/rokhas/tasks.ts';
import { featureOn } from '../plugins/feature-flags.ts';
import { remindAppointmentAnswers } from './appointment-answer-reminder.ts';
import { archiveInactiveProjects } from './archive-inactive-projects.ts';
import { notifyLatePvSignatures } from './pv-signing-deadline.ts';
import { checkRecourseClocks } from './recourse-clocks.ts';
import { type Scheduler, startScheduler } from './scheduler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-process scheduled jobs; nothing of them is exposed over HTTP. */
    jobs: Pick<Scheduler, 'runNow'>;
  }
}

/** Starts the scheduled jobs with the app (JOBS_INTERVAL_SECONDS; 0 disables) and stops them on close. */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  let scheduler: Scheduler | undefined;
  const ctx = serviceContext(app);
  const jobs = [
    {
      name: 'archive-inactive-projects',
      run: async () => {
        const { locked, archived } = await archiveInactiveProjects(ctx);
        if (!locked) app.log.info({ job: 'archive-inactive-projects' }, 'scheduled job skipped: another instance runs it');
        if (archived.length > 0) app.log.info({ count: archived.length }, 'inactive files in deposit archived');
      },
    },
    {
      name: 'pv-signing-deadline',
      run: async () => {
        const { notified } = await notifyLatePvSignatures(ctx);
        if (notified.length > 0) app.log.info({ count: notified.length }, 'investors told the PV signing window is over');
      },
    },
    {
      name: 'appointment-answer-reminder',
      run: async () => {
        const { reminded } = await remindAppointmentAnswers(ctx);
        if (reminded.length > 0) app.log.info({ count: reminded.length }, 'advisors reminded of appointments to answer');
      },
    },
    {
      // Decision 039: partner calls that failed are tried again; the sandbox partner's undelivered callbacks too.
      name: 'rokhas-partner-tasks',
      run: async () => {
        const { attempted } = await retryPartnerTasks(rokhasContext(app));
        if (attempted > 0) app.log.info({ count: attempted }, 'Rokhas partner calls tried again');
        const { added } = await readFolderSituations(rokhasContext(app));
        if (added > 0) app.log.info({ count: added }, 'Rokhas situations read from the partner');
        await app.rokhas.sandbox.redeliver();
      },
    },
    {
      // Issue 18: overdue milestones marked, the managers' weekly digest of what is due.
      name: 'monitoring-milestones',
      run: async () => {
        const { overdue, digests } = await runMonitoringJob(ctx);
        if (overdue + digests > 0) app.log.info({ overdue, digests }, 'monitoring milestones checked');
      },
    },
    {
      name: 'recourse-clocks',
      run: async () => {
        // Decision 045: no appeal clocks acted on while the recourse feature is off.
        if (!featureOn(app, 'FEATURE_RECOURSE')) return;
        const { reminded, overdue, ministerialOpened } = await checkRecourseClocks(ctx);
        if (reminded.length + overdue.length + ministerialOpened.length > 0)
          app.log.info(
            { reminded: reminded.length, overdue: overdue.length, ministerialOpened: ministerialOpened.length },
            'appeal clocks acted on',
          );
      },
    },
    {
      // Decision 058: transactions left ongoing are asked of the payment provider (behind FEATURE_PAYMENT).
      name: 'payment-reconciliation',
      run: async () => {
        if (!featureOn(app, 'FEATURE_PAYMENT')) return;
        const { settled, unanswered } = await reconcileOngoingPayments({
          ...ctx,
          status: (reference) => app.payment.provider.status(reference),
        });
        if (settled > 0) app.log.info({ count: settled }, 'ongoing payments settled from the provider');
        if (unanswered > 0) app.log.warn({ count: unanswered }, 'payment provider did not answer about ongoing payments');
      },
    },
  ];
  app.decorate('jobs', { runNow: () => scheduler?.runNow() ?? Promise.resolve() });
  app.addHook('onReady', async () => {
    scheduler = startScheduler({ jobs, intervalSeconds: app.deps.env.JOBS_INTERVAL_SECONDS, log: app.log });
  });
  app.addHook('onClose', async () => {
    await scheduler?.stop();
  });
});
