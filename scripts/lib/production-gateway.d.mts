/** What is missing to run the production gateway here (nginx, its brotli modules), or null. */
export function gatewayMissing(): string | null;
/** nginx.conf of the gateway on `port` in front of the product on `productPort`, temp files in `work`. */
export function gatewayConfig(port: number, productPort: number, work: string): string;
/** Starts the gateway on `port` (the static servers on the next six ports). */
export function startGateway(
  port: number,
  productPort: number,
): Promise<{ url: string; stop(): Promise<void> }>;
export const NGINX: string;
