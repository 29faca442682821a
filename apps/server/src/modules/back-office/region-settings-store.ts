import { CENTRE_INFORMATION, REGION_PARAMETERS } from '@cri/shared/back-office/resources';
import { eq } from 'drizzle-orm';
import { regionalCentres, regionParameters } from '../../db/schema/reference-data.ts';
import { AppError } from '../../lib/app-error.ts';
import { clearReferenceDataCache } from '../reference-data/reference-cache.ts';
import type { Body, ResourceStore, SelectBuilder } from './store.ts';

const textOrNull = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** Never called: the declarations offer no creation (one record per region, from the reference data). */
const noInsert = async (): Promise<number> => {
  throw new AppError('NOT_FOUND');
};

/**
 * A region's appointment and commission settings (spec 1 §6: regional support sets the CRUI day and the regional
 * parameters); the id is the region's. Scheduling reads them at each booking.
 */
export const regionParametersStore: ResourceStore = {
  decl: REGION_PARAMETERS,
  idColumn: regionParameters.regionId,
  regionColumn: regionParameters.regionId,
  columns: {
    regionId: regionParameters.regionId,
    commissionDay: regionParameters.commissionDay,
    slotStartTime: regionParameters.slotStartTime,
    slotEndTime: regionParameters.slotEndTime,
    minutesPerFile: regionParameters.minutesPerFile,
  },
  afterChange: clearReferenceDataCache,
  select: (db, selection) => db.select(selection).from(regionParameters).$dynamic() as unknown as SelectBuilder,
  insert: noInsert,
  async update(_ctx, tx, id, body: Body) {
    const slotStartTime = String(body.slotStartTime);
    const slotEndTime = String(body.slotEndTime);
    if (slotEndTime <= slotStartTime) {
      throw new AppError('VALIDATION_FAILED', {
        fieldErrors: [{ field: 'slotEndTime', messageKey: 'backOffice.errors.endBeforeStart' }],
      });
    }
    await tx
      .update(regionParameters)
      .set({
        commissionDay: Number(body.commissionDay),
        slotStartTime,
        slotEndTime,
        minutesPerFile: Number(body.minutesPerFile),
      })
      .where(eq(regionParameters.regionId, id));
  },
};

/** The regional centre's card (GET /infos-cri/project): contacts, address, director and opening hours. */
export const centreInformationStore: ResourceStore = {
  decl: CENTRE_INFORMATION,
  idColumn: regionalCentres.regionId,
  regionColumn: regionalCentres.regionId,
  columns: {
    regionId: regionalCentres.regionId,
    nameFr: regionalCentres.nameFr,
    nameAr: regionalCentres.nameAr,
    addressFr: regionalCentres.addressFr,
    addressAr: regionalCentres.addressAr,
    phone: regionalCentres.phone,
    fax: regionalCentres.fax,
    email: regionalCentres.email,
    website: regionalCentres.website,
    directorNameFr: regionalCentres.directorNameFr,
    directorNameAr: regionalCentres.directorNameAr,
    directorPhone: regionalCentres.directorPhone,
    openingTime: regionalCentres.openingTime,
    closingTime: regionalCentres.closingTime,
  },
  afterChange: clearReferenceDataCache,
  select: (db, selection) => db.select(selection).from(regionalCentres).$dynamic() as unknown as SelectBuilder,
  insert: noInsert,
  async update(_ctx, tx, id, body: Body) {
    const openingTime = textOrNull(body.openingTime);
    const closingTime = textOrNull(body.closingTime);
    if ((openingTime === null) !== (closingTime === null)) {
      const field = openingTime === null ? 'openingTime' : 'closingTime';
      throw new AppError('VALIDATION_FAILED', { fieldErrors: [{ field, messageKey: 'errors.field.required' }] });
    }
    if (openingTime !== null && closingTime !== null && closingTime <= openingTime) {
      throw new AppError('VALIDATION_FAILED', {
        fieldErrors: [{ field: 'closingTime', messageKey: 'backOffice.errors.endBeforeStart' }],
      });
    }
    await tx
      .update(regionalCentres)
      .set({
        nameFr: String(body.nameFr),
        nameAr: String(body.nameAr),
        addressFr: String(body.addressFr),
        addressAr: String(body.addressAr),
        phone: String(body.phone),
        fax: textOrNull(body.fax),
        email: String(body.email),
        website: String(body.website),
        directorNameFr: textOrNull(body.directorNameFr),
        directorNameAr: textOrNull(body.directorNameAr),
        directorPhone: textOrNull(body.directorPhone),
        openingTime,
        closingTime,
      })
      .where(eq(regionalCentres.regionId, id));
  },
};
