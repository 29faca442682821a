import type { ProjectPhase } from '@cri/shared/enums/project-phases';
import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { providedDocuments } from './documents.ts';
import { projects } from './projects.ts';
import { administrations, documentTypes } from './reference-data.ts';

/**
 * A further document the advisor asked for (POST /projects/{id}/request-document, spec 2 §4): from the
 * investor, or from a partner administration (never after the file is validated), with a deadline.
 * It is fulfilled when a document of that type is uploaded after the request.
 */
export const projectDocumentRequests = pgTable(
  'project_document_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    documentTypeId: integer('document_type_id')
      .notNull()
      .references(() => documentTypes.id),
    /** 'INVESTOR' or 'ADMINISTRATION' (DOCUMENT_REQUEST_OWNERS in shared). */
    owner: text('owner').$type<'INVESTOR' | 'ADMINISTRATION'>().notNull(),
    administrationId: integer('administration_id').references(() => administrations.id),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    comment: text('comment').notNull().default(''),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    providedDocumentId: integer('provided_document_id').references(() => providedDocuments.id),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true, mode: 'date' }),
    /**
     * When the investor was sent the request (decision 028): null while it is a draft of the advisor's review,
     * which the investor does not see and the advisor may remove. Requests to administrations go out at once.
     */
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('project_document_requests_project_idx').on(t.projectId)],
);

/** Administrations a file is shared with (POST /projects/{id}/share); their CRUI members then see it. */
export const projectSharedAdministrations = pgTable(
  'project_shared_administrations',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    administrationId: integer('administration_id')
      .notNull()
      .references(() => administrations.id),
    sharedBy: integer('shared_by').references(() => users.id, { onDelete: 'set null' }),
    sharedAt: timestamp('shared_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /*
     * The file's region, latest phase and its date, commission date and deposit date, copied by the database
     * (triggers of migration 0040, decision 121; the application never writes them): a CRUI member's lists and
     * counts read their administration's sharings in the member index's order instead of the region's files.
     */
    regionId: integer('region_id'),
    latestPhase: text('latest_phase').$type<ProjectPhase>(),
    latestPhaseAt: timestamp('latest_phase_at', { withTimezone: true, mode: 'date' }),
    cruiDate: date('crui_date', { mode: 'string' }),
    depositedAt: timestamp('deposited_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.administrationId] }),
    // Every column a member's dashboard counts on, so its counts read this index alone (index-only scans).
    index('project_shared_administrations_member_idx').on(
      t.administrationId,
      t.regionId,
      t.latestPhase,
      t.latestPhaseAt,
      t.projectId,
      t.cruiDate,
      t.depositedAt,
    ),
  ],
);
