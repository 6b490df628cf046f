import { devMail, itemsOf } from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requirePermission } from '../auth/guard';
import type { Db } from '../db/schema';
import { errorResponses } from '../http/schemas';
import { readDevMails } from './dev-mails-service';

/**
 * Demo-mode helpers (docs/product/deployment.md#e-mails). Registered only in demo mode, so elsewhere they answer
 * 404 like any unknown path. GET /dev/mails: the last 100 e-mails of the outbox, newest first.
 *
 * The mailbox stands in for the recipients' mail clients, so it must not hand anyone the
 * keys of another account (docs/SECURITY.md): only `manage_users` reads it, and a set-password link
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
    async (request) => readDevMails(db, currentUser(request).accountId),
  );
};
