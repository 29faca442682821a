/** Addresses of the payment pages (PAYMENT_PATHS of @cri/shared/paths), filled in. */
export const sheetPath = (detailId: number) => `/payment/${detailId}/technical-sheet-infos`;
export const detailPath = (detailId: number) => `/payment/${detailId}/payment-administration-detail`;
export const lineDetailPath = (detailId: number, lineId: number) =>
  `/payment/${detailId}/payment-administration-detail/${lineId}`;
export const evaluationPath = (detailId: number, lineId: number) => `/payment/${detailId}/technical-sheet-evaluation/${lineId}`;
export const paymentMethodPath = (detailId: number) => `/payment/${detailId}/payment-method`;
export const requestPath = (projectId: number, procedureId: number) => `/projects/${projectId}/payment-request/${procedureId}`;
export const requestSuccessPath = (procedureId: number, projectId: number, detailId: number) =>
  `/payment/${procedureId}/success?projectId=${projectId}&paymentDetailId=${detailId}`;
export const requestErrorPath = (projectId: number, procedureId: number, code: string) =>
  `/projects/${projectId}/payment-request-error?procedureId=${procedureId}&code=${encodeURIComponent(code)}`;
export const sheetGenerationPath = (detailId: number) => `/payment/${detailId}/technical-sheet-generation`;
export const sheetLoadingPath = (detailId: number) => `/payment/${detailId}/technical-sheet-loading`;
