import type { RecourseType } from '@cri/shared/enums/recourses';
import { platformToday } from '@cri/shared/rules/morocco-clock';
import { recourseDeadline } from '@cri/shared/rules/recourse-clocks';
import { recordPhase } from '../../core/project-lifecycle/phases.ts';
import { recourses } from '../../db/schema/recourses.ts';
import type { TestApp } from '../../test/test-app.ts';
import { BOUNDARY } from '../documents/test-helpers.ts';
import { insertFile } from '../project-sharing/test-helpers.ts';

/** A file decided by its commission (REVIEWED_IN_CRUI with `choice`) at `decidedAt`. */
export async function decidedFile(
  t: TestApp,
  opts: { regionId: number; choice: 'UNFAVORABLE' | 'FAVORABLE'; decidedAt: Date },
): Promise<number> {
  const id = await insertFile(t, {
    regionId: opts.regionId,
    phases: ['IN_REVIEW', 'FILLED', 'SCHEDULED'],
    at: new Date(opts.decidedAt.getTime() - 86_400_000),
  });
  await t.database.db.transaction((tx) =>
    recordPhase(tx, {
      projectId: id,
      title: 'REVIEWED_IN_CRUI',
      by: null,
      at: opts.decidedAt,
      metadata: [{ name: 'COMMISSION_CHOICE', value: opts.choice }],
    }),
  );
  return id;
}

/** An appeal written directly (the routes are tested in recourses.test.ts). */
export async function insertRecourse(t: TestApp, opts: { projectId: number; type?: RecourseType; at: Date; reason?: string }) {
  const type = opts.type ?? 'GRACIOUS';
  const today = platformToday(opts.at);
  const [row] = await t.database.db
    .insert(recourses)
    .values({
      projectId: opts.projectId,
      type,
      reason: opts.reason ?? 'Décision contestée',
      explanation: 'Le projet respecte le plan d’aménagement.',
      honourDeclaration: true,
      requestStorageKey: `recourses/missing-${opts.projectId}.pdf`,
      requestFileName: 'demande.pdf',
      requestMimeType: 'application/pdf',
      requestSize: 10,
      appealedDecision: 'UNFAVORABLE',
      filedAt: opts.at,
      fileDeadline: today,
      decisionDeadline: recourseDeadline(type === 'GRACIOUS' ? 'GOVERNOR_DECISION' : 'NATIONAL_DECISION', today),
    })
    .returning({ id: recourses.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

/** A multipart body: the JSON field, then an optional file. */
export function recourseBody(field: string, form: object, file?: { name: string; type: string; content: Iterable<Buffer> }) {
  const parts: Buffer[] = [
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${JSON.stringify(form)}\r\n`),
  ];
  if (file) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    for (const chunk of file.content) parts.push(chunk);
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}
