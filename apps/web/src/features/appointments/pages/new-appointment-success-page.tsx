import { paths } from '@cri/shared/paths';
import { APPOINTMENT_PATHS } from '@cri/shared/schemas/appointments';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { OutcomePage } from './outcome-page.tsx';

/** /meeting/new-appointment-success (spec 2 §5): the request is recorded. */
export default function NewAppointmentSuccessPage() {
  const user = useSignedInUser();
  const home = { label: 'appointments.success.toHome', to: paths.home };
  return (
    <OutcomePage
      tone="success"
      title="appointments.success.title"
      body="appointments.success.body"
      actions={user ? [{ label: 'appointments.success.toMeetings', to: APPOINTMENT_PATHS.list }, home] : [home]}
    />
  );
}
