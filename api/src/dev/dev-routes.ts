import { devMail, itemsOf } from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../auth/guard';
import type { Db } from '../db/schema';
import { errorResponses } from '../http/schemas';
import { attachmentNames, listRecentMails } from '../mail/outbox-repository';

/**
 * Demo-mode helpers (DECISIONS §7). Registered only in demo mode, so elsewhere they answer
 * 404 like any unknown path. GET /dev/mails: the last 100 e-mails of the outbox, newest first.
 */
export const devRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/dev/mails',
    {
      onRequest: requireStaff,
      schema: { tags: ['dev'], response: { 200: itemsOf(devMail), ...errorResponses } },
    },
    async () => {
      const rows = await listRecentMails(db, 100);
      const files = await attachmentNames(
        db,
        rows.map((r) => r.id),
      );
      return {
        items: rows.map((r) => ({
          id: r.id,
          to: r.to,
          subject: r.subject,
          text: r.text,
          createdAt: new Date(r.created_at).toISOString(),
          sentAt: r.sent_at ? new Date(r.sent_at).toISOString() : null,
          attachments: files.get(r.id) ?? [],
        })),
      };
    },
  );
};
