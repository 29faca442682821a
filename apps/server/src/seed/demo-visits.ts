import { platformToday } from '@cri/shared/rules/morocco-clock';
import { addDays } from '@cri/shared/rules/working-days';
import type { Db } from '../db/client.ts';
import { dailyVisits } from '../db/schema/indicators.ts';

const AUDIENCES = ['VISITOR', 'VISITOR', 'VISITOR', 'INVESTOR', 'ADVISOR', 'CRUI_MEMBER', 'SUPPORT'] as const;

/**
 * Thirty days of demo visits for the global indicators (issue 21): a varying number of anonymous hashes
 * per day (made-up, they stand for no one). Idempotent (the day and hash are the key).
 */
export async function seedDemoVisits(db: Db, now: Date = new Date()): Promise<void> {
  const today = platformToday(now);
  const rows: (typeof dailyVisits.$inferInsert)[] = [];
  for (let back = 1; back <= 30; back++) {
    const day = addDays(today, -back);
    const count = 6 + ((back * 7) % 11);
    for (let i = 0; i < count; i++)
      rows.push({ day, visitorHash: `demo-${day}-${i}`, audience: AUDIENCES[i % AUDIENCES.length] ?? 'VISITOR' });
  }
  await db.insert(dailyVisits).values(rows).onConflictDoNothing();
}
