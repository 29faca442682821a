import { SHARE_MESSAGE_MAX, ZNotifyAdvisorShareRequest } from '@cri/shared/schemas/project-sharing';
import { MessageModal } from '../../../components/forms/message-modal.tsx';
import { useNotifyAdvisorShare } from '../api/notify-advisor-share.ts';

interface Props {
  projectId: number;
  defaultMessage: string;
  onClose: () => void;
  onSent: (recipients: number) => void;
}

/** The advisor's message to the commission members of the shared administrations (required, 1200 at most). */
export function NotifyMembersModal({ projectId, defaultMessage, onClose, onSent }: Props) {
  const send = useNotifyAdvisorShare();
  return (
    <MessageModal
      schema={ZNotifyAdvisorShareRequest}
      projectId={projectId}
      defaultMessage={defaultMessage}
      maxLength={SHARE_MESSAGE_MAX}
      keys={{
        title: 'projectSharing.notify.title',
        label: 'projectSharing.notify.label',
        cancel: 'projectSharing.notify.cancel',
        send: 'projectSharing.notify.send',
        failed: 'projectSharing.notify.failed',
      }}
      send={async (body) => onSent((await send.mutateAsync(body)).recipients)}
      pending={send.isPending}
      onClose={onClose}
    />
  );
}
