import { InstructView } from '../components/instruct-view.tsx';

/** /projects/{id}/instruct-recourse: the instruction of the gracious appeal. */
export default function InstructGraciousPage() {
  return <InstructView type="GRACIOUS" />;
}
