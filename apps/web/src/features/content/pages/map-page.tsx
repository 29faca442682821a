import { CONTENT_PATHS } from '@cri/shared/paths';
import type { TRegionalCentre } from '@cri/shared/schemas/reference-data';
import { Alert, Anchor, Badge, Grid, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { generatePath, Link, useParams } from 'react-router';
import { localized } from '../../../lib/i18n/localized.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { useRegions } from '../../reference-data/api/get-regions.ts';
import { useRegionalCentre } from '../api/regional-centre.ts';
import { CentreMap } from '../components/centre-map.tsx';

/**
 * /map and /map/my-cri/{regionId} (spec 1 §2.1, spec 3 §2): the regional centres on a map, the chosen one
 * (else the signed-in user's region) highlighted with its contact card: address, contacts, its director and
 * opening hours (Monday to Friday) as regional support enters them; what is not entered is not shown.
 */
export default function MapPage() {
  const { t, i18n } = useTranslation();
  const user = useSignedInUser();
  const routeRegion = parseId(useParams().regionId);
  const selected = routeRegion ?? user?.regionId ?? null;
  const regions = useRegions();
  const region = regions.data?.find((r) => r.id === selected) ?? null;

  return (
    <Stack gap="lg">
      <Title order={1}>{t('content.map.title')}</Title>
      <Text>{t('content.map.intro')}</Text>
      {regions.isPending ? <Loader role="status" aria-label={t('common.loading')} /> : null}
      {regions.isError ? <Alert color="red">{t('content.loadError')}</Alert> : null}
      {regions.data ? (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <CentreMap regions={regions.data} selected={region?.id ?? null} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            {routeRegion !== null && !region ? <Alert color="orange">{t('content.map.unknownRegion')}</Alert> : null}
            {region ? <CentreCard regionId={region.id} deployed={region.deployed} /> : <Text>{t('content.map.choose')}</Text>}
            <Title order={2} size="h4" mt="lg" mb="xs">
              {t('content.map.allCentres')}
            </Title>
            <List spacing={4}>
              {regions.data.map((r) => (
                <List.Item key={r.id}>
                  <Anchor
                    component={Link}
                    to={generatePath(CONTENT_PATHS.myCri, { regionId: String(r.id) })}
                    aria-current={r.id === region?.id ? 'page' : undefined}
                  >
                    {localized(r, i18n.language)}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Grid.Col>
        </Grid>
      ) : null}
    </Stack>
  );
}

function CentreCard({ regionId, deployed }: { regionId: number; deployed: boolean }) {
  const { t, i18n } = useTranslation();
  const centre = useRegionalCentre(regionId);
  if (centre.isPending) return <Loader role="status" aria-label={t('common.loading')} />;
  if (!centre.data) return <Alert color="orange">{t('content.map.noCentre')}</Alert>;
  const c = centre.data;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="centre-name">
      <Stack gap="xs">
        <Title order={2} size="h3" id="centre-name">
          {localized(c, i18n.language)}
        </Title>
        <Badge color={deployed ? 'green' : 'gray'}>
          {t(deployed ? 'content.map.deployedHere' : 'content.map.notDeployedHere')}
        </Badge>
        <Text>{localized(c, i18n.language, 'address')}</Text>
        <Text>
          {t('content.map.phone')}{' '}
          <Anchor href={`tel:${c.phone.replace(/\s/g, '')}`} dir="ltr">
            {c.phone}
          </Anchor>
        </Text>
        <Text>
          {t('content.map.email')} <Anchor href={`mailto:${c.email}`}>{c.email}</Anchor>
        </Text>
        <Text>
          {t('content.map.website')}{' '}
          <Anchor href={c.website} target="_blank" rel="noreferrer" dir="ltr">
            {c.website}
          </Anchor>
        </Text>
        <CentreDirector centre={c} />
        <Text>
          {c.openingTime && c.closingTime
            ? t('content.map.hoursBetween', { opening: c.openingTime, closing: c.closingTime })
            : t('content.map.hours')}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The director's name (in the language shown, else the other) and phone; nothing at all when not entered. */
function CentreDirector({ centre }: { centre: TRegionalCentre }) {
  const { t, i18n } = useTranslation();
  const name = localized(centre, i18n.language, 'directorName') || centre.directorNameFr || centre.directorNameAr;
  return (
    <>
      {name ? (
        <Text>
          {t('content.map.director')} {name}
        </Text>
      ) : null}
      {centre.directorPhone ? (
        <Text>
          {t('content.map.directorPhone')}{' '}
          <Anchor href={`tel:${centre.directorPhone.replace(/\s/g, '')}`} dir="ltr">
            {centre.directorPhone}
          </Anchor>
        </Text>
      ) : null}
    </>
  );
}
