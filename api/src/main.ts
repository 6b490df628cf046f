import path from 'node:path';
import { buildApp } from './app';
import { DEMO_PASSWORD } from './auth/demo-accounts';
import { loadConfig } from './config';
import { ChangeFeed } from './db/change-feed';
import { createDatabase } from './db/database';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded';
import { migrateToLatest } from './db/migrate';
import { startExpiringOptionsSchedule } from './jobs/expiring-options-job';
import { startHistoryRetentionSchedule } from './jobs/history-retention-job';
import { type JobQueue, startJobQueue } from './jobs/job-queue';
import { type MailWorker, startMailWorker } from './jobs/mail-worker';
import { startPaymentRemindersSchedule } from './jobs/payment-reminders-job';
import { startReleaseNoticesSchedule } from './jobs/release-notices-job';
import { startRoomingSchedules } from './jobs/rooming-jobs';
import { seedDemoData } from './seed/demo';

/** Set by build.mjs: when the bundle was built (GET /version). */
declare const __BUILD_TIME__: string | undefined;

const DEMO_ACCOUNTS = ['admin@demo.it', 'operatore@demo.it', 'agenzia@demo.it'];

async function main() {
  const builtAt = typeof __BUILD_TIME__ === 'string' ? __BUILD_TIME__ : undefined;
  const config = loadConfig({ BUILD_TIME: builtAt, ...process.env });
  let embedded: EmbeddedDatabase | null = null;
  if (!config.databaseUrl) {
    console.log(
      `Avvio di PostgreSQL integrato (dati in ${config.dataDir}/pg, porta ${config.embeddedPgPort})...`,
    );
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(config.dataDir, 'pg'),
      port: config.embeddedPgPort,
      database: 'ham',
    });
  }
  const connectionString = config.databaseUrl ?? embedded!.connectionString;
  const changes = new ChangeFeed(connectionString);
  const db = createDatabase(connectionString).withPlugin(changes.plugin);
  const stopDatabase = async () => {
    await changes.stop();
    await db.destroy();
    await embedded?.stop();
  };

  try {
    await migrateToLatest(db);
    if (config.demo && (await seedDemoData(db))) console.log('Dati dimostrativi inseriti.');
  } catch (error) {
    await stopDatabase();
    throw error;
  }

  await changes.start();
  const app = await buildApp({ config, db, changes });
  let jobs: JobQueue | null = null;
  let mailWorker: MailWorker | null = null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: arresto in corso`);
    try {
      // The jobs first: a delivery under way finishes before the database goes away.
      await mailWorker?.stop();
      await jobs?.stop();
      await app.close();
    } finally {
      await stopDatabase();
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  // One job queue (pg-boss) for every job of the process.
  jobs = await startJobQueue(
    connectionString,
    (err) => app.log.error({ err }, 'coda dei job: errore'),
    config.jobs.maintenanceSeconds,
  );
  mailWorker = await startMailWorker({
    db,
    config,
    queue: jobs,
    log: app.log,
    options: {
      retryDelaySeconds: config.jobs.mailRetryDelaySeconds,
      expireInSeconds: config.jobs.mailDeliveryTimeoutSeconds,
    },
  });
  // docs/product/allotment-and-holds.md: the daily expiring-options e-mail (07:00 Europe/Rome, once a day across replicas).
  await startExpiringOptionsSchedule({ db, queue: jobs, log: app.log });
  // Payment reminders to the agencies (07:30 Europe/Rome; each reminder sent once).
  await startPaymentRemindersSchedule({ db, queue: jobs, log: app.log });
  await startReleaseNoticesSchedule({ db, queue: jobs, log: app.log });
  // The history's retention (03:15 Europe/Rome; docs/product/history.md).
  await startHistoryRetentionSchedule({ db, queue: jobs, log: app.log });
  await startRoomingSchedules({ db, queue: jobs, log: app.log });
  console.log(`\nHotel Allotment Manager: ${config.publicUrl}`);
  if (config.demo) {
    console.log(`Account dimostrativi (password ${DEMO_PASSWORD}):`);
    for (const email of DEMO_ACCOUNTS) console.log(`  - ${email}`);
  }
}

main().catch((error) => {
  console.error('Avvio non riuscito:', error);
  process.exit(1);
});
