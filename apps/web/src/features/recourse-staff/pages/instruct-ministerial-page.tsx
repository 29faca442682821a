import { InstructView } from '../components/instruct-view.tsx';

/** /projects/{id}/instruct-ministerial-recourse: the instruction of the ministerial appeal. */
export default function InstructMinisterialPage() {
  return <InstructView type="MINISTERIAL" />;
}
