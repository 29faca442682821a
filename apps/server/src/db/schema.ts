// The schema as one object, for Drizzle's relational queries and drizzle-kit.
export * from './schema/accounts.ts';
export * from './schema/activation.ts';
export * from './schema/advisor-review.ts';
export * from './schema/appointments.ts';
export * from './schema/commission.ts';
export * from './schema/documents.ts';
export * from './schema/framing-forms.ts';
export * from './schema/investors.ts';
export * from './schema/mail.ts';
export * from './schema/notifications.ts';
export * from './schema/otp-reset.ts';
export * from './schema/passwords.ts';
export * from './schema/project-infos.ts';
export * from './schema/project-phases.ts';
export * from './schema/projects.ts';
export * from './schema/reference-data.ts';
export * from './schema/signatures.ts';
