import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { regionalCentres } from '../db/schema/reference-data.ts';

/** Casablanca-Settat and Rabat-Salé-Kénitra, the demo regions. */
const DEMO_DIRECTORS = [
  { regionId: 2, directorNameFr: 'Karima Benjelloun', directorNameAr: 'كريمة بنجلون', directorPhone: '0522 48 18 00' },
  { regionId: 10, directorNameFr: 'Youssef El Idrissi', directorNameAr: 'يوسف الإدريسي', directorPhone: '0537 77 64 00' },
] as const;

/**
 * Made-up directors of the demo regions' centres (issue 21), so the map's card shows one on `npm start`; a
 * director regional support already entered is kept.
 */
export async function seedDemoCentreDirectors(db: Db): Promise<void> {
  for (const { regionId, ...director } of DEMO_DIRECTORS)
    await db
      .update(regionalCentres)
      .set(director)
      .where(and(eq(regionalCentres.regionId, regionId), isNull(regionalCentres.directorNameFr)));
}

/**
 * The part of their region the demo regions' urban agencies and capital communes cover (decision 087): each
 * agency the provinces its name mentions (else the region's first), the commune its own commune. Only where
 * nothing is set, so what the content manager entered is kept. The commune is the one whose whole name ends
 * the administration's (the longest, so "Casablanca" and not a commune named by its last letters).
 */
export async function seedDemoAdministrationGeography(db: Db): Promise<void> {
  await db.execute(sql`
    update administrations a set province_ids = coalesce(
      (select array_agg(p.id order by p.id) from provinces p
        where p.region_id = a.region_id and position(lower(p.name_fr) in lower(a.name_fr)) > 0),
      (select array[min(p.id)] from provinces p where p.region_id = a.region_id))
    where a.region_id in (2, 10) and a.code like 'URBAN_AGENCY_%'
      and a.province_ids = '{}'::integer[] and a.commune_ids = '{}'::integer[]`);
  await db.execute(sql`
    update administrations a set commune_ids = coalesce(
      (select array[c.id] from communes c
        where c.region_id = a.region_id and lower(a.name_fr) like '%' || lower(c.name_fr)
        order by length(c.name_fr) desc, c.id limit 1),
      '{}'::integer[])
    where a.region_id in (2, 10) and a.code like 'CAPITAL_COMMUNE_%'
      and a.province_ids = '{}'::integer[] and a.commune_ids = '{}'::integer[]`);
}

/**
 * The demo land members' administration (spec 3 §3): their region's delegation of the State domains. Only for a
 * member without one, so what regional support chose is kept.
 */
export async function seedDemoLandMemberAdministrations(db: Db): Promise<void> {
  await db.execute(sql`
    insert into land_member_settings (user_id, administration_id)
    select u.id, a.id from users u
      join administrations a on a.code = 'DOMAINS_R' || lpad(u.region_id::text, 2, '0')
    where u.username like 'foncier%@demo.cri.ma' and 'ROLE_FONCIER_MEMBER' = any(u.roles)
    on conflict (user_id) do update set administration_id = excluded.administration_id
      where land_member_settings.administration_id is null`);
}

/**
 * One operation-monitoring mail address per region (decision 097), so the regional support's page is not empty
 * on `npm start`: the centre's monitoring cell, copied on the weekly digest. Only for a region without any, so
 * what regional support entered (or removed and replaced) is kept.
 */
export async function seedDemoMonitoringMails(db: Db): Promise<void> {
  await db.execute(sql`
    insert into monitoring_mail_recipients (region_id, name, email, active)
    select r.id, 'Cellule de suivi des opérations', 'suivi.operations.' || r.id || '@demo.cri.ma', true
    from regions r
    where not exists (select 1 from monitoring_mail_recipients m where m.region_id = r.id)
    on conflict do nothing`);
}
