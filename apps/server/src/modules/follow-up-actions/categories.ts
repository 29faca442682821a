import type { FollowUpListKind } from '@cri/shared/rules/project-categories';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { cruiMembers, users } from '../../db/schema/accounts.ts';
import { followUpActions } from '../../db/schema/follow-up-actions.ts';
import { projects } from '../../db/schema/projects.ts';

type Caller = Pick<TAccessClaims, 'sub' | 'roles'>;

/**
 * The list categories follow-up actions feed (rules/project-categories.ts `followUp`), as a condition on
 * projects.id for the lists and the dashboard counts (module projects):
 * - ADVISOR_ACTIONS (ACTIONS): an open action for the advisor, or an act to attach or replace;
 * - DOCUMENTS_TO_DELIVER: staff, an open document request to the investor or an administration; a CRUI
 *   member, an open action addressed to their administration;
 * - ACT_TO_VALIDATE (ACT_TO_VALIDATE_FOR_WALI_SIGN): an act awaiting the director, for a director only;
 * - ACT_TO_SIGN (ACT_TO_SIGNED_BY_WALI): an act approved and not signed, for a governor only;
 * - ACT_DELIVERED (DELIVER_ACTE): a signed act.
 * `fileId` is the column holding the file's id in the statement (projects.id, or a sharing's project_id).
 */
export function followUpCategorySql(kind: FollowUpListKind, caller: Caller, fileId: PgColumn = projects.id): SQL {
  const me = Number(caller.sub);
  const open = sql`f.project_id = ${fileId} and f.deleted_at is null and f.status = 'OPEN'`;
  const exists = (where: SQL) => sql`exists (select 1 from ${followUpActions} f where ${open} and ${where})`;
  const member = caller.roles.includes('ROLE_CRUI_MEMBER');
  switch (kind) {
    case 'ADVISOR_ACTIONS':
      return exists(
        sql`(f.recipient = 'ADVISOR' and f.type <> 'ACT_DELIVERY' or f.act_status in ('AWAITING_ACT', 'REVISION_REQUESTED'))`,
      );
    case 'DOCUMENTS_TO_DELIVER':
      if (member) {
        return exists(
          sql`f.recipient = 'ADMINISTRATION' and f.administration_id = (select cm.administration_id from ${cruiMembers} cm where cm.user_id = ${me})`,
        );
      }
      return exists(sql`f.type = 'UPLOAD_FILE' and f.recipient in ('INVESTOR', 'ADMINISTRATION')`);
    case 'ACT_TO_VALIDATE':
      return sql`${isDirectorSql(me)} and ${exists(sql`f.act_status = 'AWAITING_VALIDATION'`)}`;
    case 'ACT_TO_SIGN':
      return sql`${isGovernorSql(me)} and ${exists(sql`f.act_status = 'APPROVED'`)}`;
    case 'ACT_DELIVERED':
      return sql`exists (select 1 from ${followUpActions} f where f.project_id = ${fileId} and f.deleted_at is null and f.act_status = 'SIGNED')`;
  }
}

/** The regional director: a CRUI member with the director flag (on the member record or the account). */
export const isDirectorSql = (userId: number): SQL =>
  sql`exists (select 1 from ${users} u left join ${cruiMembers} cm on cm.user_id = u.id where u.id = ${userId} and (u.is_director or coalesce(cm.director, false)))`;

/** The governor (wali): a CRUI member with the wali or governor flag. */
export const isGovernorSql = (userId: number): SQL =>
  sql`exists (select 1 from ${users} u left join ${cruiMembers} cm on cm.user_id = u.id where u.id = ${userId} and (u.is_wali or coalesce(cm.governor, false)))`;
