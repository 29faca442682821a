import TrackingPage from './tracking-page.tsx';

/** /piafe/tracking/{projectId}/creation */
export default function TrackingCreationPage() {
  return <TrackingPage mode="creation" />;
}
