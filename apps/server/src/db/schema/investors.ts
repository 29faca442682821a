import { INVESTOR_ACCOUNT_TYPES } from '@cri/shared/rules/investor-form';
import { boolean, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { choiceListItems, communes } from './reference-data.ts';

export const investorAccountType = pgEnum('investor_account_type', INVESTOR_ACCOUNT_TYPES);

/**
 * The investor record of an investor account (spec 1 §3 Investor). Names, title and phones are also on
 * the user row (the token and the top bar read them there); this row keeps the registration as filed.
 * Provinces and regions are derived from the communes, never stored.
 */
export const investors = pgTable(
  'investors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    nationalityId: integer('nationality_id')
      .notNull()
      .references(() => choiceListItems.id),
    identityDocumentTypeId: integer('identity_document_type_id')
      .notNull()
      .references(() => choiceListItems.id),
    identityDocumentNumber: text('identity_document_number').notNull(),
    jobTitle: text('job_title').notNull(),
    professionTypeId: integer('profession_type_id').references(() => choiceListItems.id),
    organisation: text('organisation'),
    address: text('address'),
    communeId: integer('commune_id').references(() => communes.id),
    zipCode: text('zip_code'),
    mobilePhone: text('mobile_phone').notNull(),
    deskPhone: text('desk_phone'),
    /** An item of CompanyLegalFormFamily (spec 1 §3 investorLegalForm). */
    legalFormFamilyId: integer('legal_form_family_id')
      .notNull()
      .references(() => choiceListItems.id),
    ice: text('ice'),
    nirn: text('nirn'),
    /** The company's name ("social reason"). */
    companyName: text('company_name'),
    companyAddress: text('company_address'),
    companyCommuneId: integer('company_commune_id').references(() => communes.id),
    companyZipCode: text('company_zip_code'),
    /** A professional (e.g. an architect) acting for an investor. */
    intermediary: boolean('intermediary').notNull().default(false),
    accountType: investorAccountType('account_type').notNull().default('INVESTOR'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('investors_commune_idx').on(t.communeId), index('investors_company_commune_idx').on(t.companyCommuneId)],
);
