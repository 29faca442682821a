import { archiveSuccessPath, PROJECT_LIST_PATHS, projectListPath } from '@cri/shared/schemas/project-lists';
import { useParams } from 'react-router';
import { parseId } from '../../../lib/route-id.ts';
import { useArchiveProject } from '../api/archive-project.ts';
import { PhaseChangeConfirm } from '../components/phase-change-confirm.tsx';

/** /projects/{id}/archive (spec 2 §2): what archiving means, then the confirmation. */
export default function ArchiveProjectPage() {
  const id = parseId(useParams().id);
  return (
    <PhaseChangeConfirm
      id={id}
      ns="projects.archive"
      mutation={useArchiveProject()}
      successPath={archiveSuccessPath}
      maxAttemptsPath={PROJECT_LIST_PATHS.maxArchiveAttempts}
      cancelPath={projectListPath()}
    />
  );
}
