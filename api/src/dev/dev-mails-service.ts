import type { DevMail } from '@ham/contracts';
import { findAccountsWithoutPassword } from '../auth/accounts-repository';
import { hidePasswordLinks, passwordLinkAccounts } from '../auth/password-links';
import type { Executor } from '../db/executor';
import { attachmentNames, listRecentMails } from '../mail/outbox-repository';

/**
 * GET /dev/mails: the last 100 e-mails of the outbox, newest first, as `reader` may see them:
 * a set-password link is shown in full only to its own account, or while it is the invitation
 * of an account that has no password yet; other links are hidden (docs/SECURITY.md).
 */
export async function readDevMails(db: Executor, reader: number): Promise<{ items: DevMail[] }> {
  const rows = await listRecentMails(db, 100);
  const files = await attachmentNames(
    db,
    rows.map((r) => r.id),
  );
  const linked = [...new Set(rows.flatMap((r) => passwordLinkAccounts(r.text)))];
  const withoutPassword = new Set(
    linked.length === 0 ? [] : (await findAccountsWithoutPassword(db, linked)).map((a) => a.id),
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
}
