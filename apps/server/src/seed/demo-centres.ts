import { and, eq, isNull } from 'drizzle-orm';
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
