import { type PhaseMetadataName, PROJECT_PHASES } from '@cri/shared/enums/project-phases';
import { boolean, index, integer, jsonb, pgEnum, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { projects } from './projects.ts';

export const projectPhaseTitle = pgEnum('project_phase_title', PROJECT_PHASES);

/**
 * The phase history of a project (spec 2 §3 phaseList): append-only, each row says who moved the file
 * and when (the audit trail). The latest row visible to the investor is the latest investor phase; the
 * latest row of all is the latest internal phase.
 */
export const projectPhases = pgTable(
  'project_phases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: projectPhaseTitle('title').notNull(),
    /** False for steps only staff see (e.g. sharing with commission members). */
    visibleToInvestor: boolean('visible_to_investor').notNull().default(true),
    metadata: jsonb('metadata').$type<{ name: PhaseMetadataName; value: string }[]>().notNull().default([]),
    /** Who made the change; null for the scheduled jobs. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('project_phases_project_idx').on(t.projectId, t.id)],
);
