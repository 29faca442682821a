import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { TProject } from '@cri/shared/schemas/projects';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { projectFormPart } from './form-service.ts';
import * as repo from './repository.ts';

/** GET /projects/{id}: the project, its procedures, the documents the catalogue asks for each, and its form. */
export async function getProject(db: DbOrTx, user: TAccessClaims, id: number): Promise<TProject> {
  const project = await repo.findProject(db, user, id);
  if (!project) throw notFound();
  const list = await repo.findProjectProcedures(db, id);
  const documents = await repo.findRequiredDocuments(
    db,
    list.map((p) => p.id),
  );
  const formPart = await projectFormPart(db, user, id);
  return {
    ...project,
    ...formPart,
    createdAt: project.createdAt.toISOString(),
    procedureList: list.map(({ createdAt, ...p }) => ({
      ...p,
      creationDate: createdAt.toISOString(),
      requiredDocuments: documents.filter((d) => d.procedureId === p.id).map(({ procedureId: _, ...d }) => d),
    })),
  };
}
