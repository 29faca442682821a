import { PROJECT_LIST_PATHS, projectListPath, restoreSuccessPath } from '@cri/shared/schemas/project-lists';
import { useParams } from 'react-router';
import { parseId } from '../../../lib/route-id.ts';
import { useRestoreProject } from '../api/restore-project.ts';
import { PhaseChangeConfirm } from '../components/phase-change-confirm.tsx';

/** /projects/{projectId}/restore (spec 2 §2): the file becomes editable again before its final deposit. */
export default function RestoreProjectPage() {
  const id = parseId(useParams().projectId);
  return (
    <PhaseChangeConfirm
      id={id}
      ns="projects.restore"
      mutation={useRestoreProject()}
      successPath={restoreSuccessPath}
      maxAttemptsPath={PROJECT_LIST_PATHS.maxRestoreAttempts}
      cancelPath={projectListPath('closed')}
    />
  );
}
