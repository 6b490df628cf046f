import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config';
import type { OutboxRow } from './outbox-repository';

/** Hands one message to the outside world; throws when it could not. */
export interface MailTransport {
  readonly kind: 'smtp' | 'log';
  send(mail: OutboxRow): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer (SMTP_URL, e.g. smtp://user:pass@mail.example.com:587). */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const domain = /@([^>\s]+)>?$/.exec(from)?.[1] ?? 'localhost';
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.attachments.length
          ? {
              attachments: mail.attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                content: Buffer.from(a.content),
              })),
            }
          : {}),
        // Derived from the outbox id: a receiving system can tell a repeated delivery apart.
        messageId: `<outbox-${mail.id}-${mail.createdAt.getTime()}@${domain}>`,
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * Demo mode without SMTP_URL: the message is printed to the log (its text carries the
 * set-password link a demo user needs) and stays listed at /api/dev/mails.
 */
export function logTransport(log: FastifyBaseLogger): MailTransport {
  return {
    kind: 'log',
    async send(mail) {
      log.info(
        { mailId: mail.id, to: mail.to, subject: mail.subject },
        `e-mail (demo, non inviata)\n${mail.text}`,
      );
    },
    close() {},
  };
}

/** SMTP when configured; in demo mode the log; otherwise none (messages wait in the outbox). */
export function transportFor(config: AppConfig, log: FastifyBaseLogger): MailTransport | null {
  if (config.smtpUrl) return smtpTransport(config.smtpUrl, config.mailFrom);
  if (config.demo) return logTransport(log);
  return null;
}
