import TrackingPage from './tracking-page.tsx';

/** /piafe/tracking/{projectId}/modification */
export default function TrackingModificationPage() {
  return <TrackingPage mode="modification" />;
}
