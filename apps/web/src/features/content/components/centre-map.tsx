import { CONTENT_PATHS } from '@cri/shared/paths';
import type { TRegion } from '@cri/shared/schemas/reference-data';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { localized } from '../../../lib/i18n/localized.ts';
import { CENTRE_SEATS, MAP_HEIGHT, MAP_WIDTH, project } from '../lib/centre-map.ts';

/**
 * The twelve regional centres on a map drawn from their seats' coordinates (decision 076). Each centre is
 * a link (keyboard: Tab, Enter) to its page; the chosen one is highlighted. Geography is never mirrored:
 * in Arabic only the page around it is.
 */
export function CentreMap({ regions, selected }: { regions: readonly TRegion[]; selected: number | null }) {
  const { t, i18n } = useTranslation();
  const shown = regions.filter((region) => CENTRE_SEATS[region.id] !== undefined);
  const seats = shown.map((region) => CENTRE_SEATS[region.id] ?? { lon: 0, lat: 0 });
  return (
    <nav aria-label={t('content.map.mapLabel')}>
      <svg
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        style={{
          width: '100%',
          maxWidth: MAP_WIDTH,
          direction: 'ltr',
          background: 'var(--mantine-color-blue-0)',
          borderRadius: 8,
        }}
      >
        <title>{t('content.map.mapLabel')}</title>
        {shown.map((region, i) => {
          const { x, y } = project(seats[i] ?? { lon: 0, lat: 0 }, seats);
          const active = region.id === selected;
          const name = localized(region, i18n.language);
          return (
            <Link
              key={region.id}
              to={generatePath(CONTENT_PATHS.myCri, { regionId: String(region.id) })}
              aria-label={t('content.map.centreLink', { name })}
              aria-current={active ? 'page' : undefined}
            >
              <circle
                cx={x}
                cy={y}
                r={active ? 11 : 7}
                fill={active ? 'var(--mantine-color-criGreen-7, #2b8a3e)' : region.deployed ? '#1c7ed6' : '#868e96'}
                stroke="#fff"
                strokeWidth={2}
              />
              <title>{name}</title>
              {active ? (
                <text
                  x={x > MAP_WIDTH * 0.6 ? x - 15 : x + 15}
                  textAnchor={x > MAP_WIDTH * 0.6 ? 'end' : 'start'}
                  y={y + 5}
                  fontSize={14}
                  fontWeight={700}
                  fill="#212529"
                  stroke="#fff"
                  strokeWidth={3}
                  paintOrder="stroke"
                >
                  {name}
                </text>
              ) : null}
            </Link>
          );
        })}
      </svg>
    </nav>
  );
}
