import { devMail, itemsOf } from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requirePermission } from '../auth/guard';
import { hidePasswordLinks, passwordLinkAccounts } from '../auth/password-links';
import type { Db } from '../db/schema';
import { errorResponses } from '../http/schemas';
import { attachmentNames, listRecentMails } from '../mail/outbox-repository';

/**
 * Demo-mode helpers (DECISIONS §7). Registered only in demo mode, so elsewhere they answer
 * 404 like any unknown path. GET /dev/mails: the last 100 e-mails of the outbox, newest first.
 *
 * The mailbox stands in for the recipients' mail clients, so it must not hand anyone the
 * keys of another account (issue 13): only `manage_users` reads it, and a set-password link
 * is shown in full only to its own account, or while it is the invitation of an account
 * that has no password yet (whoever manages users could create such an account anyway).
 * Reset links of other accounts, and invitations of accounts that have a password, are hidden.
 */
export const devRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/dev/mails',
    {
      onRequest: requirePermission('manage_users'),
      schema: { tags: ['dev'], response: { 200: itemsOf(devMail), ...errorResponses } },
    },
    async (request) => {
      const reader = currentUser(request).accountId;
      const rows = await listRecentMails(db, 100);
      const files = await attachmentNames(
        db,
        rows.map((r) => r.id),
      );
      const linked = [...new Set(rows.flatMap((r) => passwordLinkAccounts(r.text)))];
      const withoutPassword = new Set(
        linked.length === 0
          ? []
          : (
              await db
                .selectFrom('accounts')
                .select('id')
                .where('id', 'in', linked)
                .where('password_hash', 'is', null)
                .execute()
            ).map((a) => a.id),
      );
      const mayRead = ({ accountId, purpose }: { accountId: number; purpose: string }) =>
        accountId === reader || (purpose === 'invite' && withoutPassword.has(accountId));
      return {
        items: rows.map((r) => ({
          id: r.id,
          to: r.to,
          subject: r.subject,
          text: hidePasswordLinks(r.text, mayRead),
          createdAt: new Date(r.created_at).toISOString(),
          sentAt: r.sent_at ? new Date(r.sent_at).toISOString() : null,
          attachments: files.get(r.id) ?? [],
        })),
      };
    },
  );
};
