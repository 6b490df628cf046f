import { SMTPServer } from 'smtp-server';

/** A message as the test SMTP server received it. */
export interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
export function startSmtp(port: number, received: Received[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      // A client that dies mid-message (a killed API process) resets its connection: not an error of the test.
      server.on('error', () => {});
      resolve(server);
    });
  });
}

export const stopSmtp = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

/** Polls `probe` every 100 ms until it gives a value (or throws after `ms`). */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  ms = 20_000,
) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
