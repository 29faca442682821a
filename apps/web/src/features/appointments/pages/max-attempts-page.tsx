import { paths } from '@cri/shared/paths';
import { OutcomePage } from './outcome-page.tsx';

/** /reach-max-attemps-appointment/error (spec 2 §8): the daily maximum of requests is reached. */
export default function MaxAttemptsAppointmentPage() {
  return (
    <OutcomePage
      tone="error"
      title="appointments.maxAttempts.title"
      body="appointments.maxAttempts.body"
      actions={[{ label: 'appointments.maxAttempts.back', to: paths.home }]}
    />
  );
}
