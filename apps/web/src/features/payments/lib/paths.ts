/** Addresses of the payment pages (PAYMENT_PATHS of @cri/shared/paths), filled in. */
export const sheetPath = (detailId: number) => `/payment/${detailId}/technical-sheet-infos`;
export const detailPath = (detailId: number) => `/payment/${detailId}/payment-administration-detail`;
export const lineDetailPath = (detailId: number, lineId: number) =>
  `/payment/${detailId}/payment-administration-detail/${lineId}`;
export const evaluationPath = (detailId: number, lineId: number) => `/payment/${detailId}/technical-sheet-evaluation/${lineId}`;
export const paymentMethodPath = (detailId: number) => `/payment/${detailId}/payment-method`;
