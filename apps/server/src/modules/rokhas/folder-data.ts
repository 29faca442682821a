import type { FolderData } from '../../partners/rokhas/partner.ts';
import type * as repo from './repository.ts';

type Land = Awaited<ReturnType<typeof repo.lands>>[number];
type Procedure = Awaited<ReturnType<typeof repo.activeProcedures>>[number];

/** The file as the partner receives it (spec 2 §3 Rokhas situation), fixed in the task when recorded. */
export function folderData(
  p: repo.ProjectDetails,
  opts: { lands: Land[]; procedures: Procedure[]; decision: string | null },
): FolderData {
  const surface = opts.lands.reduce((sum, l) => sum + (l.surface ?? 0), 0);
  return {
    reference: p.reference ?? `#${p.id}`,
    name: p.name,
    investor: `${p.investorFirstName} ${p.investorLastName}`.trim(),
    company: p.companyCorporateName,
    province: p.provinceNameFr ?? '',
    commune: p.communeNameFr ?? '',
    communeCode: p.communeCode ?? '',
    architect: {
      fullName: `${p.architectFirstName} ${p.architectLastName}`.trim(),
      email: p.architectEmail.trim().toLowerCase(),
      authorizationNumber: p.architectAuthorizationNumber,
    },
    consistence: p.description.slice(0, 500),
    landArea: opts.lands.length > 0 ? surface : null,
    landReferences: opts.lands.map((l) =>
      l.titleNumber !== null
        ? `TF ${l.titleNumber}/${l.titleIndex ?? ''} ${l.landRegistry ?? ''}`.trim()
        : `R ${l.requisition ?? ''}`.trim(),
    ),
    commissionDecision: opts.decision,
    procedures: opts.procedures.map((x) => ({ code: x.code, natureCode: x.natureCode })),
  };
}
