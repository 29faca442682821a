/**
 * Rokhas, the building-permit platform, as the portal sees it (ARCHITECTURE.md: partner adapters behind
 * interfaces; decision 039). Every call carries an idempotency key: the partner answers a repeated call
 * with the folder it created the first time, so a retry after a lost answer never creates a second one.
 * The partner calls the portal back (HMAC-signed) with its technical members' comments and the
 * situations of sent folders. The HTTP adapter (http-partner.ts) talks to the sandbox partner served by
 * this process under /sandbox/rokhas by default; a real platform is the same calls at ROKHAS_BASE_URL.
 */
export interface ShareFolderInput {
  idempotencyKey: string;
  callbackUrl: string;
  commentHours: number;
  folder: FolderData;
}

export interface SendFolderInput {
  idempotencyKey: string;
  callbackUrl: string;
  folder: FolderData & { procedure: { code: string; nameFr: string; natureCode: string } };
}

/** What the partner receives of a file (spec 2 §3 Rokhas situation). */
export interface FolderData {
  reference: string;
  name: string;
  investor: string;
  company: string;
  province: string;
  commune: string;
  communeCode: string;
  architect: { fullName: string; email: string; authorizationNumber: string };
  consistence: string;
  landArea: number | null;
  landReferences: string[];
  commissionDecision: string | null;
  procedures: { code: string; natureCode: string | null }[];
}

export interface PartnerFolderSituation {
  folderId: string;
  reference: string;
  kind: 'SHARE' | 'SEND';
  comments: { id: string; author: string; organisation: string; body: string; at: string }[];
  situations: {
    id: string;
    examinationState: string;
    depositDate: string | null;
    instructionDate: string | null;
    comment: string;
    at: string;
  }[];
}

export interface RokhasPartner {
  /** Spec 2 §4 partner address check: whether an architect account has this e-mail. */
  verifyArchitect(input: { email: string; requestId: string }): Promise<{ exists: boolean; fullName: string | null }>;
  /** The file shared with the partner's technical members for comments (48 hours). */
  shareFolder(input: ShareFolderInput): Promise<{ folderId: string; reference: string; commentDeadline: string | null }>;
  /** A procedure's folder sent for instruction. */
  sendFolder(input: SendFolderInput): Promise<{ folderId: string; reference: string }>;
  /** What the partner holds on a folder now (comments, situations). */
  readSituation(folderId: string): Promise<PartnerFolderSituation | null>;
}

/** The partner did not answer, answered an error, or too late: the call is retried (never a user error). */
export class PartnerUnavailable extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}
