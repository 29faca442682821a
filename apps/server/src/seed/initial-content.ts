import { FAQ_CATEGORIES } from '@cri/shared/enums/content';
import type { Db } from '../db/client.ts';
import { contentEntries, contentVersions } from '../db/schema/content.ts';
import { APPEAL_TEXTS, FAQ, HELP_TEXTS, INCENTIVE_TEXTS, type SeedText } from './initial-content-texts.ts';

type Entry = SeedText & Pick<typeof contentEntries.$inferInsert, 'kind' | 'audience' | 'category' | 'position'>;

function entries(): Entry[] {
  const texts = (list: readonly SeedText[], kind: Entry['kind']): Entry[] =>
    list.map((text, i) => ({ audience: 'PUBLIC', ...text, kind, category: null, position: i + 1 }));
  const faq = FAQ_CATEGORIES.flatMap((category) =>
    FAQ[category].questions.map(
      ([titleFr, bodyFr, titleAr, bodyAr], i): Entry => ({
        slug: `faq-${category.toLowerCase()}-${i + 1}`,
        titleFr,
        titleAr,
        bodyFr,
        bodyAr,
        kind: 'FAQ',
        audience: FAQ[category].audience,
        category,
        position: i + 1,
      }),
    ),
  );
  return [...texts(INCENTIVE_TEXTS, 'INCENTIVE'), ...texts(APPEAL_TEXTS, 'APPEAL'), ...texts(HELP_TEXTS, 'HELP'), ...faq];
}

/**
 * The first published version of every managed text (decision 074), at every start: an entry already
 * there (by slug) is left as the content manager made it. Returns the number of entries added.
 */
export async function seedInitialContent(db: Db, now: Date = new Date()): Promise<number> {
  let added = 0;
  await db.transaction(async (tx) => {
    for (const { slug, kind, audience, category, position, titleFr, titleAr, bodyFr, bodyAr } of entries()) {
      const [row] = await tx
        .insert(contentEntries)
        .values({ slug, kind, audience, category, position })
        .onConflictDoNothing({ target: contentEntries.slug })
        .returning({ id: contentEntries.id });
      if (!row) continue;
      added++;
      await tx.insert(contentVersions).values({
        entryId: row.id,
        version: 1,
        status: 'PUBLISHED',
        titleFr,
        titleAr,
        bodyFr,
        bodyAr,
        createdAt: now,
        publishedAt: now,
      });
    }
  });
  return added;
}
