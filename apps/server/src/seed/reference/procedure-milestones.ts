import type { MilestoneType } from '@cri/shared/enums/monitoring';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { procedureMilestones } from '../../db/schema/monitoring.ts';
import { procedures } from '../../db/schema/reference-data.ts';

type Def = [nameFr: string, nameAr: string, dayNumber: number, type: MilestoneType];
const R: MilestoneType = 'REGULATORY_MILESTONE';
const P: MilestoneType = 'PROCEDURAL_MILESTONE';

/** Building procedures (permit, housing group, permit amendment): permit, works, conformity, operation. */
const BUILDING: Def[] = [
  ['Obtention du permis de construire', 'الحصول على رخصة البناء', 60, R],
  ['Ouverture du chantier', 'افتتاح الورش', 30, P],
  ['Achèvement du gros œuvre', 'إنجاز الأشغال الكبرى', 180, P],
  ["Obtention du permis d'habiter ou du certificat de conformité", 'الحصول على رخصة السكن أو شهادة المطابقة', 120, R],
  ['Entrée en exploitation', 'بدء الاستغلال', 60, P],
];
/** The other procedures: the authorisation, the works, half the investment, operation. */
const OTHER: Def[] = [
  ["Obtention de l'autorisation", 'الحصول على الترخيص', 45, R],
  ['Démarrage des travaux', 'انطلاق الأشغال', 60, P],
  ["Réalisation de 50 % de l'investissement", 'إنجاز 50٪ من الاستثمار', 180, P],
  ['Mise en service du projet', 'تشغيل المشروع', 180, P],
];
const BUILDING_IDS = [3, 4, 8];

/**
 * The procedures' milestone definitions (issue 18; decision 065): a procedure with none gets its default set,
 * so every monitored file has milestones. Definitions the national content manager added or removed are kept
 * as they are (a procedure whose list was emptied gets the defaults again at the next start).
 */
export async function seedProcedureMilestones(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('seed-procedure-milestones'))`);
    const all = await tx.select({ id: procedures.id }).from(procedures);
    const having = new Set(
      (await tx.selectDistinct({ procedureId: procedureMilestones.procedureId }).from(procedureMilestones)).map(
        (r) => r.procedureId,
      ),
    );
    const rows = all
      .filter((p) => !having.has(p.id))
      .flatMap((p) =>
        (BUILDING_IDS.includes(p.id) ? BUILDING : OTHER).map(([nameFr, nameAr, dayNumber, milestoneType], i) => ({
          procedureId: p.id,
          orderMilestone: i + 1,
          nameFr,
          nameAr,
          dayNumber,
          milestoneType,
        })),
      );
    if (rows.length) await tx.insert(procedureMilestones).values(rows);
  });
}
