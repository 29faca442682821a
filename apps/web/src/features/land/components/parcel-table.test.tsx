// @vitest-environment jsdom
import '../../../test/setup-dom.ts';
import type { TParcel } from '@cri/shared/schemas/land';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ParcelTable } from './parcel-table.tsx';

const parcel = (n: number): TParcel => ({
  id: n,
  projectId: 1000 + n,
  projectName: `Unité ${n}`,
  projectReference: n % 2 ? `CRI-${n}` : null,
  legalStatusFr: 'Melk',
  legalStatusAr: 'ملك',
  communeFr: n % 3 ? 'Berrechid' : null,
  communeAr: n % 3 ? 'برشيد' : null,
  surface: 1000 + n * 37.5,
  covered: true,
  coverDocument: null,
  referenceType: n % 4 ? '1170' : '130',
  landRegistry: null,
  titleNumber: n % 4 ? 900000 + n : null,
  titleIndex: n % 8 === 1 ? null : 'C',
  specialIndex: null,
  requisitionNumber: n % 4 ? null : `13577/${n}`,
  examinationState: n % 3 ? 'NOT_EXAMINED' : 'EXAMINED_OR_IN_PROGRESS',
  duplicateReference: n % 7 === 0,
});
const parcels = Array.from({ length: 100 }, (_, i) => parcel(i + 1));

afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('fr');
});

describe('ParcelTable at 100 rows (decision 109)', () => {
  it('shows every parcel, with the texts each row had: reference link, duplicate flag, surface, state', async () => {
    await renderWithProviders(
      <MemoryRouter>
        <ParcelTable parcels={parcels} link />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table');
    // Rows are added in slices: all 100 end up there, in order.
    await waitFor(() => expect(table.querySelectorAll('tbody tr')).toHaveLength(100));
    const rows = [...table.querySelectorAll('tbody tr')];
    expect(rows.map((r) => r.querySelector('a')?.getAttribute('href'))).toEqual(parcels.map((p) => `/foncier/parcels/${p.id}`));
    expect(rows[0]?.textContent).toBe('Titre foncier 900001Unité 1 (CRI-1)Berrechid1 037,5MelkNon examinée');
    expect(within(rows[6] as HTMLElement).getByText('Référence déclarée dans un autre dossier')).toBeTruthy();
    expect(rows[3]?.textContent).toContain('Réquisition 13577/4');
    expect(
      within(rows[3] as HTMLElement)
        .getByRole('link')
        .getAttribute('aria-label'),
    ).toBe('Ouvrir la parcelle Réquisition 13577/4');
    expect(rows[2]?.textContent).toContain('—');
    expect(rows[2]?.textContent).toContain('Examen en cours');
    expect(rows[98]?.querySelector('a')?.getAttribute('aria-label')).toBe('Ouvrir la parcelle Titre foncier 900099/C');
  }, 30_000);

  it('in Arabic: the Arabic commune and status, the Arabic texts of the reference', async () => {
    await i18next.changeLanguage('ar');
    await renderWithProviders(
      <MemoryRouter>
        <ParcelTable parcels={parcels.slice(0, 5)} link={false} />
      </MemoryRouter>,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(rows[0]?.textContent).toContain('برشيد');
    expect(rows[0]?.textContent).toContain('ملك');
    expect(rows[0]?.textContent).toContain(i18next.t('land.parcels.title1170', { number: 900001 }));
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  }, 30_000);
});
