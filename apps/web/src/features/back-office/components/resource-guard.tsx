import type { ResourceDecl } from '@cri/shared/back-office/resource';
import { resourceByName } from '@cri/shared/back-office/resources';
import type { ReactNode } from 'react';
import { ForbiddenNotice } from '../../../components/ui/forbidden-notice.tsx';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';

/** The resource named in the path, when the caller's role manages it; otherwise the not-authorised notice. */
export function WithResource({ name, children }: { name: string | undefined; children: (decl: ResourceDecl) => ReactNode }) {
  const user = useSignedInUser();
  const decl = name ? resourceByName(name) : undefined;
  const allowed = decl && (user?.roles ?? []).some((r) => decl.roles.includes(r));
  return allowed ? children(decl) : <ForbiddenNotice />;
}
