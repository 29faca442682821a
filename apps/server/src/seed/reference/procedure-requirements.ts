import type { procedureDocumentTypes, procedureInfoTypes } from '../../db/schema.ts';
import { DOCUMENT_TYPES } from './document-types.ts';
import { INFO_TYPES } from './info-types.ts';
import { PROCEDURES } from './procedures.ts';

/** A code alone is required; `?` after it marks an optional piece. */
const COMMON_DOCS = [
  'IDENTITY_DOCUMENT',
  'COMPANY_STATUTES',
  'TRADE_REGISTER',
  'ASSOCIATION_RECEIPT',
  'AUTO_ENTREPRENEUR_CARD',
  'POWER_OF_ATTORNEY?',
];
const LAND_DOCS = ['OWNERSHIP_CERTIFICATE', 'REQUISITION_CERTIFICATE?', 'CADASTRAL_PLAN', 'SALE_PROMISE?'];
const CORE_INFOS = [
  'INVESTMENT_AMOUNT',
  'FINANCING_MODE',
  'LAND_PARCELS',
  'PROJECT_CONSISTENCY',
  'DIRECT_JOBS',
  'INDIRECT_JOBS?',
];
const WORKS_INFOS = ['BUILT_AREA', 'WORKS_START_DATE', 'WORKS_END_DATE', 'POWER_DEMAND?', 'WATER_NEED?', 'ENERGY_SOURCE?'];

const REQUIREMENTS: Record<string, { documents: string[]; infos: string[] }> = {
  AVNA_PROVISIONAL: {
    documents: [
      ...COMMON_DOCS,
      ...LAND_DOCS,
      'LOCATION_PLAN',
      'AGRICULTURE_CERTIFICATE',
      'PROJECT_MEMO',
      'BUSINESS_PLAN',
      'FINANCING_CERTIFICATE?',
      'COMPLETION_COMMITMENT',
      'SITE_PHOTOS?',
    ],
    infos: [...CORE_INFOS, 'EQUITY_SHARE', 'BANK_LOAN_AMOUNT?', 'FOREIGN_SHARE?', 'WORKS_START_DATE', 'OPERATION_START_DATE?'],
  },
  AVNA_FINAL: {
    documents: [...COMMON_DOCS, 'OWNERSHIP_CERTIFICATE', 'PROVISIONAL_AVNA_COPY', 'OCCUPANCY_PERMIT', 'SITE_PHOTOS'],
    infos: ['INVESTMENT_AMOUNT', 'DIRECT_JOBS', 'LAND_PARCELS', 'OPERATION_START_DATE', 'ANNUAL_TURNOVER?'],
  },
  BUILDING_PERMIT: {
    documents: [
      ...COMMON_DOCS,
      ...LAND_DOCS,
      'URBAN_PLANNING_NOTE',
      'LOCATION_PLAN',
      'TOPOGRAPHIC_SURVEY',
      'ARCHITECTURAL_PLANS',
      'ARCHITECT_CONTRACT',
      'STRUCTURAL_STUDY?',
      'FIRE_SAFETY_PLAN?',
      'ENVIRONMENTAL_DECISION?',
    ],
    infos: [...CORE_INFOS, ...WORKS_INFOS, 'RENEWABLE_SHARE?'],
  },
  HOUSING_GROUP: {
    documents: [
      ...COMMON_DOCS,
      ...LAND_DOCS,
      'URBAN_PLANNING_NOTE',
      'LOCATION_PLAN',
      'TOPOGRAPHIC_SURVEY',
      'ARCHITECTURAL_PLANS',
      'ARCHITECT_CONTRACT',
      'NETWORKS_PLANS',
      'STRUCTURAL_STUDY?',
    ],
    infos: [...CORE_INFOS, ...WORKS_INFOS],
  },
  SUBDIVIDE: {
    documents: [
      ...COMMON_DOCS,
      ...LAND_DOCS,
      'URBAN_PLANNING_NOTE',
      'LOCATION_PLAN',
      'TOPOGRAPHIC_SURVEY',
      'SUBDIVISION_PLAN',
      'NETWORKS_PLANS',
      'ARCHITECT_CONTRACT',
      'ENVIRONMENTAL_DECISION?',
    ],
    infos: [...CORE_INFOS, 'WORKS_START_DATE', 'WORKS_END_DATE', 'WATER_NEED?', 'POWER_DEMAND?'],
  },
  BREAK_UP: {
    documents: [...COMMON_DOCS, ...LAND_DOCS, 'URBAN_PLANNING_NOTE', 'LOCATION_PLAN', 'TOPOGRAPHIC_SURVEY', 'SUBDIVISION_PLAN'],
    infos: ['INVESTMENT_AMOUNT', 'LAND_PARCELS', 'PROJECT_CONSISTENCY'],
  },
  DEROGATION: {
    documents: [
      ...COMMON_DOCS,
      ...LAND_DOCS,
      'DEROGATION_REQUEST',
      'URBAN_PLANNING_NOTE',
      'LOCATION_PLAN',
      'ARCHITECTURAL_PLANS',
      'PROJECT_MEMO',
      'BUSINESS_PLAN',
      'COMPLETION_COMMITMENT',
      'SITE_PHOTOS?',
    ],
    infos: [...CORE_INFOS, 'EQUITY_SHARE', 'BUILT_AREA', 'WORKS_START_DATE', 'WORKS_END_DATE', 'ANNUAL_TURNOVER?'],
  },
  BUILDING_PERMIT_AMENDMENT: {
    documents: [...COMMON_DOCS, 'BUILDING_PERMIT_COPY', 'ARCHITECTURAL_PLANS', 'ARCHITECT_CONTRACT', 'STRUCTURAL_STUDY?'],
    infos: ['INVESTMENT_AMOUNT', 'LAND_PARCELS', 'PROJECT_CONSISTENCY', 'BUILT_AREA', 'WORKS_END_DATE'],
  },
  PUBLIC_LAND: {
    documents: [
      ...COMMON_DOCS,
      'LOCATION_PLAN',
      'PROJECT_MEMO',
      'BUSINESS_PLAN',
      'FINANCING_CERTIFICATE',
      'COMPLETION_COMMITMENT',
    ],
    infos: [
      ...CORE_INFOS,
      'EQUITY_SHARE',
      'FOREIGN_SHARE?',
      'WORKS_START_DATE',
      'WORKS_END_DATE',
      'OPERATION_START_DATE',
      'ANNUAL_TURNOVER?',
    ],
  },
};

function idsByCode(rows: { id: number; code: string }[], what: string) {
  const byCode = new Map(rows.map((r) => [r.code, r.id]));
  return (code: string): number => {
    const id = byCode.get(code);
    if (id === undefined) throw new Error(`Unknown ${what} ${code} in procedure requirements`);
    return id;
  };
}

export function buildProcedureRequirements() {
  const documentId = idsByCode(DOCUMENT_TYPES, 'document type');
  const infoId = idsByCode(INFO_TYPES, 'info type');
  const documents: (typeof procedureDocumentTypes.$inferInsert)[] = [];
  const infos: (typeof procedureInfoTypes.$inferInsert)[] = [];
  for (const procedure of PROCEDURES) {
    const req = REQUIREMENTS[procedure.code];
    if (!req) throw new Error(`Procedure ${procedure.code} has no requirements`);
    req.documents.forEach((entry, i) => {
      const code = entry.replace(/\?$/, '');
      documents.push({
        procedureId: procedure.id,
        documentTypeId: documentId(code),
        required: !entry.endsWith('?'),
        sortOrder: i + 1,
      });
    });
    req.infos.forEach((entry, i) => {
      const code = entry.replace(/\?$/, '');
      infos.push({ procedureId: procedure.id, infoTypeId: infoId(code), required: !entry.endsWith('?'), sortOrder: i + 1 });
    });
  }
  return { documents, infos };
}
