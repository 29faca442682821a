import { ADVISOR_MESSAGE_MAX, ZNotifyInvestorRequest } from '@cri/shared/schemas/advisor-review';
import { MessageModal } from '../../../components/forms/message-modal.tsx';
import { useNotifyInvestor } from '../api/notify-investor.ts';

interface Props {
  projectId: number;
  defaultMessage: string;
  onClose: () => void;
  onSent: (architectWithoutEmail: boolean) => void;
}

/**
 * The notify-investor modal (spec 2 §2 Screens, §5): a multiline message, pre-filled from the file,
 * required ("Message required") and at most 1200 characters; send stays disabled while it is invalid.
 */
export function NotifyInvestorModal({ projectId, defaultMessage, onClose, onSent }: Props) {
  const send = useNotifyInvestor();
  return (
    <MessageModal
      schema={ZNotifyInvestorRequest}
      projectId={projectId}
      defaultMessage={defaultMessage}
      maxLength={ADVISOR_MESSAGE_MAX}
      keys={{
        title: 'advisorReview.notify.title',
        label: 'advisorReview.notify.label',
        cancel: 'advisorReview.notify.cancel',
        send: 'advisorReview.notify.send',
        failed: 'advisorReview.notify.failed',
      }}
      send={async (body) => onSent((await send.mutateAsync(body)).messageForEmailArchitectNotExists)}
      pending={send.isPending}
      onClose={onClose}
    />
  );
}
