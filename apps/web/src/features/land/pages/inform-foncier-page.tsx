import { LAND_PATHS, landMeetingPath, loginWithRedirect } from '@cri/shared/paths';
import { ZLandAppointmentRequest } from '@cri/shared/schemas/land';
import { Alert, Anchor, Button, Card, List, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { useDeployedRegions } from '../../reference-data/api/get-regions.ts';
import { useBookLandAppointment } from '../api/land-api.ts';

/** The investor's request for a land appointment (kept as typed on error). */
function AppointmentForm() {
  const { t, i18n } = useTranslation();
  const regions = useDeployedRegions();
  const book = useBookLandAppointment();
  const [values, setValues] = useState({ regionId: '', subject: '', details: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZLandAppointmentRequest.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), t(i.message)])));
      return;
    }
    setErrors({});
    book.mutate(parsed.data, {
      onSuccess: () => setValues({ regionId: '', subject: '', details: '' }),
      onError: (e) => setErrors({ form: t(e instanceof ApiError ? e.messageKey : 'land.loadFailed') }),
    });
  };
  return (
    <Card withBorder padding="md" component="section" aria-label={t('land.inform.formTitle')}>
      <Title order={2} size="h3" mb="sm">
        {t('land.inform.formTitle')}
      </Title>
      {book.isSuccess && (
        <Alert color="green" variant="light" mb="sm" role="status">
          {t('land.inform.sent')}{' '}
          <Anchor component={Link} to={landMeetingPath(book.data.id)}>
            {t('land.inform.seeAppointment')}
          </Anchor>
        </Alert>
      )}
      {errors.form && (
        <Alert color="red" variant="light" mb="sm" role="alert">
          {errors.form}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack>
          <Select
            label={t('land.inform.region')}
            required
            value={values.regionId || null}
            onChange={(v) => setValues((s) => ({ ...s, regionId: v ?? '' }))}
            data={(regions.data ?? []).map((r) => ({ value: String(r.id), label: i18n.language === 'ar' ? r.nameAr : r.nameFr }))}
            error={errors.regionId}
          />
          <TextInput
            label={t('land.inform.subject')}
            required
            value={values.subject}
            onChange={(e) => {
              const subject = e.currentTarget.value;
              setValues((s) => ({ ...s, subject }));
            }}
            error={errors.subject}
          />
          <Textarea
            label={t('land.inform.details')}
            autosize
            minRows={3}
            value={values.details}
            onChange={(e) => {
              const details = e.currentTarget.value;
              setValues((s) => ({ ...s, details }));
            }}
          />
          <div>
            <Button type="submit" loading={book.isPending}>
              {t('land.inform.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}

/** /inform-foncier (spec 1 §2.1, public and investor, behind informFoncier): what the land team offers and how to ask. */
export default function InformFoncierPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const investor = user?.roles.includes('ROLE_INVESTOR') ?? false;
  return (
    <Stack gap="lg" maw={860}>
      <Title order={1}>{t('land.inform.title')}</Title>
      <Text>{t('land.inform.intro')}</Text>
      <Title order={2} size="h3">
        {t('land.inform.offersTitle')}
      </Title>
      <List>
        <List.Item>{t('land.inform.offers.search')}</List.Item>
        <List.Item>{t('land.inform.offers.check')}</List.Item>
        <List.Item>{t('land.inform.offers.meet')}</List.Item>
      </List>
      <Title order={2} size="h3">
        {t('land.inform.howTitle')}
      </Title>
      <List>
        <List.Item>{t('land.inform.how.form')}</List.Item>
        <List.Item>{t('land.inform.how.appointment')}</List.Item>
      </List>
      {investor ? (
        <AppointmentForm />
      ) : user === null ? (
        <Anchor component={Link} to={loginWithRedirect(LAND_PATHS.inform)}>
          {t('land.inform.signIn')}
        </Anchor>
      ) : null}
    </Stack>
  );
}
