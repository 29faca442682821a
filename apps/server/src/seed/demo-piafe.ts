import { platformToday } from '@cri/shared/rules/morocco-clock';
import { addDays } from '@cri/shared/rules/piafe';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { piafeExchanges, piafeHolders, piafeProjects, piafeTrackings } from '../db/schema/piafe.ts';
import { sectors } from '../db/schema/reference-data.ts';

const FIRST_IDENTITY = 'PD100001';

/**
 * The PIAFE advisor's demo (issue 20): three holders met in Rabat-Salé-Kénitra and Casablanca-Settat, their
 * projects, five visits and one tracking, so the list, the sheets and the statistics show something on
 * `npm start`. Idempotent (the first holder's identity number).
 */
export async function seedDemoPiafe(db: Db, now: Date = new Date()): Promise<boolean> {
  const [existing] = await db
    .select({ id: piafeHolders.id })
    .from(piafeHolders)
    .where(eq(piafeHolders.identityNumber, FIRST_IDENTITY));
  if (existing) return false;
  const [advisor] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'conseiller.piafe@demo.cri.ma'));
  if (!advisor) return false;
  const sectorIds = (
    await db.select({ id: sectors.id }).from(sectors).where(eq(sectors.level, 'SECTOR')).orderBy(asc(sectors.sortOrder))
  ).map((s) => s.id);
  const today = platformToday(now);
  const ago = (days: number) => addDays(today, -days);

  return db.transaction(async (tx) => {
    const holders = await tx
      .insert(piafeHolders)
      .values([
        {
          identityType: 'CIN',
          identityNumber: FIRST_IDENTITY,
          firstName: 'Samira',
          lastName: 'Ouazzani',
          birthDate: '1991-05-14',
          gender: 'FEMALE',
          mobilePhone: '0661234567',
          regionId: 10,
          schoolLevel: 'HIGHER',
          professionalActivity: 'UNEMPLOYED',
          legalStatus: 'COOPERATIVE',
          orientedFrom: 'COMMUNE',
          hasBankAccount: true,
          appliedForLoan: true,
          contractedLoan: false,
        },
        {
          identityType: 'CIN',
          identityNumber: 'BK200002',
          firstName: 'Youssef',
          lastName: 'Amrani',
          birthDate: '1986-11-02',
          gender: 'MALE',
          mobilePhone: '0677654321',
          regionId: 2,
          schoolLevel: 'BACCALAUREATE',
          professionalActivity: 'SELF_EMPLOYED',
          legalStatus: 'AUTO_ENTREPRENEUR',
          orientedFrom: 'CRI',
          hasBankAccount: true,
          appliedForLoan: false,
          contractedLoan: false,
        },
        {
          identityType: 'PASSPORT',
          identityNumber: 'ZX3000003',
          firstName: 'Hind',
          lastName: 'Bennani',
          birthDate: '1979-03-21',
          gender: 'FEMALE',
          regionId: 10,
          schoolLevel: 'SECONDARY',
          professionalActivity: 'EMPLOYEE',
          legalStatus: 'NATURAL_PERSON',
          orientedFrom: 'BANK',
          hasBankAccount: true,
          appliedForLoan: true,
          contractedLoan: true,
          bankingOrganisation: 'Banque Populaire',
        },
      ])
      .returning({ id: piafeHolders.id });
    const [samira, youssef, hind] = holders.map((h) => h.id);
    if (samira === undefined || youssef === undefined || hind === undefined) return false;
    const projects = await tx
      .insert(piafeProjects)
      .values([
        {
          holderId: samira,
          name: 'Coopérative de couscous Salé',
          sectorId: sectorIds[0] ?? null,
          estimatedInvestment: 450_000,
          estimatedJobs: 6,
          requiredFunding: 200_000,
          capitalExpenditure: 300_000,
          operatingExpense: 90_000,
          workingCapital: 60_000,
          location: 'LOOKING_FOR_LAND',
          maturityLevel: 'PREPARING',
          localAvailability: 'IN_PROGRESS',
          fundingProgress: 'IN_PROGRESS',
          regionId: 10,
          organisationTypeId: 2127,
        },
        {
          holderId: youssef,
          name: 'Atelier de menuiserie Berrechid',
          sectorId: sectorIds[1] ?? null,
          estimatedInvestment: 280_000,
          estimatedJobs: 3,
          requiredFunding: 150_000,
          undefinedLocation: true,
          maturityLevel: 'PROSPECTING',
          fundingProgress: 'NOT_STARTED',
          regionId: 2,
          organisationTypeId: 2129,
        },
        {
          holderId: hind,
          name: 'Maison d\u2019hôtes Kénitra',
          sectorId: sectorIds[2] ?? null,
          estimatedInvestment: 1_200_000,
          estimatedJobs: 8,
          requiredFunding: 700_000,
          location: 'EXISTS',
          maturityLevel: 'STARTING',
          localAvailability: 'AVAILABLE',
          authorizationAvailability: 'AVAILABLE',
          fundingProgress: 'OBTAINED',
          bank: 'Banque Populaire',
          regionId: 10,
          organisationTypeId: 2128,
        },
      ])
      .returning({ id: piafeProjects.id, regionId: piafeProjects.regionId, holderId: piafeProjects.holderId });
    const visit = (p: (typeof projects)[number], days: number, needs: string[], services: string[]) => ({
      advisorId: advisor.id,
      regionId: p.regionId,
      holderId: p.holderId,
      projectId: p.id,
      exchangeDate: ago(days),
      contactType: 'FIELD_VISIT',
      place: null,
      interviewer: 'Adil Zniber',
      durationMinutes: 45,
      needs,
      services,
      orientedTo: 'BANK',
      completedAt: now,
    });
    const [p1, p2, p3] = projects;
    if (!p1 || !p2 || !p3) return false;
    const exchanges = await tx
      .insert(piafeExchanges)
      .values([
        visit(p1, 40, ['FUNDING', 'LAND'], ['ORIENTATION']),
        visit(p1, 12, ['FUNDING'], ['BUSINESS_PLAN', 'BANK_INTRODUCTION']),
        visit(p2, 20, ['TRAINING', 'ADVICE'], ['ORIENTATION', 'TRAINING']),
        visit(p3, 300, ['FUNDING', 'AUTHORISATION'], ['FILE_PREPARATION']),
        visit(p3, 30, ['MARKET_ACCESS'], ['ORIENTATION']),
      ])
      .returning({ id: piafeExchanges.id, projectId: piafeExchanges.projectId });
    const last = exchanges.filter((e) => e.projectId === p3.id).at(-1);
    if (last)
      await tx.insert(piafeTrackings).values({
        exchangeId: last.id,
        projectId: p3.id,
        projectPhase: 'EXPLOITATION',
        fundingProcessDate: ago(280),
        depositDate: ago(270),
        fundingResult: 'OBTAINED',
        fundingAmount: 650_000,
        authorisationStatus: 'OBTAINED',
        authorisationDate: ago(200),
        realisationDate: ago(190),
        completionDate: ago(60),
        exploitationDate: ago(45),
        yearResults: [{ year: 1, turnover: 420_000, jobsCreated: 7 }],
      });
    return true;
  });
}
