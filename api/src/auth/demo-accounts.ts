import type { Executor } from '../db/executor';
import { findAgencyByFrontofficeEmail, insertAccountsIfNew } from './demo-accounts-repository';
import { hashPassword } from './passwords';

export const DEMO_PASSWORD = 'Demo2026!';
export const DEMO_AGENCY_EMAIL = 'agenzia@demo.it';

/**
 * The demo logins of docs/product/sign-in.md (demo mode only). The agency login is linked to the
 * agency whose front-office e-mail is agenzia@demo.it, which the core seed creates first.
 * Idempotent: existing e-mails are left alone.
 */
export async function seedDemoAccounts(db: Executor): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const agency = await findAgencyByFrontofficeEmail(db, DEMO_AGENCY_EMAIL);
  const rows = [
    { email: 'admin@demo.it', first_name: 'Mario', last_name: 'Rossi', role_id: 'admin', agency_id: null },
    {
      email: 'operatore@demo.it',
      first_name: 'Laura',
      last_name: 'Bianchi',
      role_id: 'operator',
      agency_id: null,
    },
    ...(agency
      ? [
          {
            email: DEMO_AGENCY_EMAIL,
            first_name: 'Front',
            last_name: 'Office',
            role_id: null,
            agency_id: agency.id,
          },
        ]
      : []),
  ];
  await insertAccountsIfNew(
    db,
    rows.map((row) => ({ ...row, password_hash: passwordHash })),
  );
}
