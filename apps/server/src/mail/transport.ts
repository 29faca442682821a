import nodemailer from 'nodemailer';
import type { Env } from '../config/env.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Left part of a stable Message-ID (the dispatcher's outboxMessageKey); the domain is MAIL_FROM's. */
  messageKey?: string;
}

/** The domain of the sender address (`Portail CRI <no-reply@cri.ma>` -> `cri.ma`). */
export const senderDomain = (from: string): string => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'cri.ma';

/** Where the dispatcher hands a message; throws when the server refuses it (the dispatcher retries). */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Delivery over SMTP_URL with nodemailer (pooled connections, a bounded wait on a silent server). */
export function smtpTransport(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>): MailTransport | null {
  if (!env.SMTP_URL) return null;
  const transporter = nodemailer.createTransport(env.SMTP_URL, {
    from: env.MAIL_FROM,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      const { messageKey, ...content } = message;
      await transporter.sendMail({
        from: env.MAIL_FROM,
        ...content,
        ...(messageKey ? { messageId: `<${messageKey}@${senderDomain(env.MAIL_FROM)}>` } : {}),
      });
    },
    close: () => transporter.close(),
  };
}
