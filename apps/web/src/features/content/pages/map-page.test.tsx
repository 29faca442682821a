// @vitest-environment jsdom
import '../../../test/setup-dom.ts';
import type { TRegionalCentre } from '@cri/shared/schemas/reference-data';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n/i18n.ts';
import { json, renderPage, stubApi } from '../../accounts/testing/render-page.tsx';
import MapPage from './map-page.tsx';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('fr');
});

const REGIONS = [
  { id: 2, code: 'CS', nameFr: 'Casablanca-Settat', nameAr: 'الدار البيضاء سطات', deployed: true },
  { id: 10, code: 'RSK', nameFr: 'Rabat-Salé-Kénitra', nameAr: 'الرباط سلا القنيطرة', deployed: false },
];
const CENTRE: TRegionalCentre = {
  regionId: 2,
  nameFr: "Centre régional d'investissement Casablanca-Settat",
  nameAr: 'المركز الجهوي للاستثمار الدار البيضاء سطات',
  addressFr: '60, avenue Hassan II, Casablanca',
  addressAr: '60، شارع الحسن الثاني، الدار البيضاء',
  phone: '0522481888',
  fax: null,
  email: 'contact@cri-casa.ma',
  website: 'https://www.casainvest.ma',
  directorNameFr: 'Nadia Alaoui',
  directorNameAr: 'نادية العلوي',
  directorPhone: '0522 48 18 00',
  openingTime: '08:30',
  closingTime: '16:30',
};

function open(centre: TRegionalCentre) {
  const api = stubApi();
  api.answers['/regions'] = [() => json(200, REGIONS)];
  api.answers['/infos-cri/project'] = [() => json(200, centre)];
  return renderPage(<MapPage />, { path: '/map/my-cri/:regionId', url: `/map/my-cri/${centre.regionId}` });
}

describe('MapPage centre card', () => {
  it("shows the director and the centre's hours entered in the back-office", async () => {
    await open(CENTRE);
    expect(await screen.findByText('Ouvert du lundi au vendredi, de 08:30 à 16:30.')).toBeTruthy();
    expect(screen.getByText(/Direction du centre : Nadia Alaoui/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '0522 48 18 00' }).getAttribute('href')).toBe('tel:0522481800');
  });

  it('shows them in Arabic', async () => {
    await changeLanguage('ar');
    await open(CENTRE);
    expect(await screen.findByText('مفتوح من الاثنين إلى الجمعة، من 08:30 إلى 16:30.')).toBeTruthy();
    expect(screen.getByText(/مدير المركز: نادية العلوي/)).toBeTruthy();
  });

  it('shows nothing for a director not entered, and the opening days without hours', async () => {
    await open({ ...CENTRE, directorNameFr: null, directorNameAr: null, directorPhone: null, openingTime: null });
    expect(await screen.findByText('Ouvert du lundi au vendredi.')).toBeTruthy();
    expect(screen.queryByText(/Direction du centre/)).toBeNull();
    expect(screen.queryByText(/Téléphone de la direction/)).toBeNull();
    expect(screen.queryByText('—')).toBeNull();
  });
});
