/**
 * The terminal's log in the default run (LOG_FORMAT=pretty, the default in demo mode): one
 * short line per entry, `HH:MM:SS LEVEL message`, instead of pino's JSON. Production keeps
 * JSON (LOG_FORMAT=json, the default with DATABASE_URL). In-process and synchronous: a JSON
 * parse per line, cheap for a terminal.
 */

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

interface LogEntry {
  level?: number;
  time?: number;
  msg?: string;
  err?: { message?: string; stack?: string };
}

const clock = (time: number | undefined) => {
  const d = new Date(time ?? Date.now());
  return [d.getHours(), d.getMinutes(), d.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
};

/** One pino JSON line as the terminal shows it (a line that is not JSON passes unchanged). */
export function readableLogLine(json: string): string {
  let entry: LogEntry;
  try {
    entry = JSON.parse(json) as LogEntry;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const level = entry.level ?? 30;
  let text = entry.msg ?? '';
  if (entry.err) {
    // Errors keep their stack (a developer reads this terminal); warnings their reason.
    const detail = level >= 50 ? (entry.err.stack ?? entry.err.message) : entry.err.message;
    if (detail) text = text ? `${text}: ${detail}` : detail;
  }
  return `${clock(entry.time)} ${(LEVELS[level] ?? String(level)).padEnd(5)} ${text}\n`;
}

export interface LogStream {
  write(line: string): void;
}

/** A pino destination writing readable lines to `out` (stdout by default). */
export const readableLogStream = (out: LogStream = process.stdout): LogStream => ({
  write: (line) => out.write(readableLogLine(line)),
});
