/** How global-setup tells the test files where the test PostgreSQL is (env vars reach the workers). */
export const PG_ADMIN_URL_ENV = 'HAM_TEST_PG_ADMIN_URL';
export const TEMPLATE_DB = 'ham_template';

/** The connection string of another database on the same server. */
export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
