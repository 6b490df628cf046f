import path from 'node:path';

/** Runtime configuration, from the environment (README "Production configuration"). */
export interface AppConfig {
  /** Port of the one origin (API, identity provider, shell and remotes). */
  port: number;
  host: string;
  /** Public origin of the app, e.g. http://localhost:3000. Used for return_to checks and OIDC redirects. */
  publicUrl: string;
  /** Prefix of every API call (docs/product/deployment.md); given to the front end at run time. */
  apiBase: string;
  /** PostgreSQL connection string; when absent an embedded PostgreSQL is started (data in dataDir). */
  databaseUrl: string | null;
  dataDir: string;
  embeddedPgPort: number;
  /** Demo mode: seeds demo data and accounts, keeps e-mails in the outbox. On when no DATABASE_URL is set. */
  demo: boolean;
  /** OpenID Connect: when OIDC_ISSUER is absent, the embedded provider at `${publicUrl}/idp` is used. */
  /**
   * `clientSecret` is required with an external issuer; for the embedded provider, when
   * unset, one is generated and kept in the database (never a known default).
   */
  oidc: { issuer: string | null; clientId: string; clientSecret: string | null; accountUrl: string | null };
  /** Secret for the embedded provider's cookies and keys (generated and kept in the database when unset). */
  sessionSecret: string | null;
  smtpUrl: string | null;
  /** Sender of the app's e-mails (MAIL_FROM); defaults to noreply at the public host. */
  mailFrom: string;
  /** Folder holding shell/dist and each remote's dist (the repo root by default). */
  staticRoot: string;
  /** Runtime JSON of remote → manifest URL; defaults to same-origin `/mf/<name>/mf-manifest.json`. */
  remotesJson: string | null;
  logLevel: string;
  /**
   * LOG_FORMAT: `json` (pino's, for log collectors: the default with DATABASE_URL) or `pretty`
   * (one short line per request, `HH:MM:SS LEVEL message`: the default in demo mode).
   */
  logFormat: 'json' | 'pretty';
  /** Behind a load balancer / gateway: trust X-Forwarded-* (TRUST_PROXY=true), so rate limits see the client's address. */
  trustProxy: boolean;
  /**
   * Password attempts per client address and e-mail per minute (SIGNIN_ATTEMPTS_PER_MINUTE, N);
   * the other sign-in limits derive from it (3N a minute per address, 3N a quarter of an hour
   * per e-mail: auth/attempt-limits.ts).
   */
  signInAttemptsPerMinute: number;
  /**
   * Quote requests one agency user may send per minute (QUOTE_REQUESTS_PER_MINUTE, N; 10 N a
   * day): each queues two e-mails (quote-requests/request-limits.ts).
   */
  quoteRequestsPerMinute: number;
  /**
   * Heavy work one user may have in flight at once, across every replica (heavy-work/): PDFs
   * being prepared (PDFS_PER_USER, 2) and Excel exports being written (EXPORTS_PER_USER, 2);
   * one more answers 429.
   */
  heavyWork: { pdfsPerUser: number; exportsPerUser: number };
  /**
   * Background jobs (pg-boss): first retry of a failed e-mail (MAIL_RETRY_DELAY_SECONDS, 60,
   * doubled each time); a delivery still unfinished after MAIL_DELIVERY_TIMEOUT_SECONDS (300),
   * e.g. because its process was killed, is retried; stuck jobs are looked for every
   * JOB_MAINTENANCE_SECONDS (120).
   */
  jobs: { mailRetryDelaySeconds: number; mailDeliveryTimeoutSeconds: number; maintenanceSeconds: number };
  buildTime: string;
  version: string;
}

const repoRoot = path.resolve(import.meta.dirname ?? process.cwd(), '..', '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const databaseUrl = env.DATABASE_URL || null;
  const demo = env.DEMO ? env.DEMO === 'true' : !databaseUrl;
  const oidcIssuer = env.OIDC_ISSUER || null;
  const oidcClientSecret = env.OIDC_CLIENT_SECRET || null;
  if (oidcIssuer && !oidcClientSecret) {
    throw new Error(
      'OIDC_CLIENT_SECRET è obbligatorio quando OIDC_ISSUER indica un provider esterno: ' +
        'impostare il segreto del client registrato presso il provider.',
    );
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl,
    apiBase: env.API_BASE ?? '/api',
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    embeddedPgPort: Number(env.EMBEDDED_PG_PORT ?? 54320),
    demo,
    oidc: {
      issuer: oidcIssuer,
      clientId: env.OIDC_CLIENT_ID ?? 'ham-web',
      clientSecret: oidcClientSecret,
      /** Change-password page of an external provider (OIDC_ACCOUNT_URL). */
      accountUrl: env.OIDC_ACCOUNT_URL || null,
    },
    sessionSecret: env.SESSION_SECRET || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || `Hotel Allotment Manager <noreply@${new URL(publicUrl).hostname}>`,
    staticRoot: path.resolve(env.STATIC_ROOT ?? repoRoot),
    remotesJson: env.REMOTES_JSON || null,
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat:
      env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty' ? env.LOG_FORMAT : demo ? 'pretty' : 'json',
    trustProxy: env.TRUST_PROXY === 'true',
    signInAttemptsPerMinute: Number(env.SIGNIN_ATTEMPTS_PER_MINUTE ?? 10),
    quoteRequestsPerMinute: Number(env.QUOTE_REQUESTS_PER_MINUTE ?? 3),
    heavyWork: {
      pdfsPerUser: Number(env.PDFS_PER_USER ?? 2),
      exportsPerUser: Number(env.EXPORTS_PER_USER ?? 2),
    },
    jobs: {
      mailRetryDelaySeconds: Number(env.MAIL_RETRY_DELAY_SECONDS ?? 60),
      mailDeliveryTimeoutSeconds: Number(env.MAIL_DELIVERY_TIMEOUT_SECONDS ?? 300),
      maintenanceSeconds: Number(env.JOB_MAINTENANCE_SECONDS ?? 120),
    },
    buildTime: env.BUILD_TIME ?? new Date().toISOString(),
    version: env.APP_VERSION ?? '0.1.0',
  };
}
