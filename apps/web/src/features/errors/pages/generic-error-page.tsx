import { GenericErrorView } from '../components/generic-error-view.tsx';

/** /generic/error (spec 1 §2.8): where flows send the user when they cannot go on. */
export default function GenericErrorPage() {
  return <GenericErrorView />;
}
