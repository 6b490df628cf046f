/** @jest-environment node */
import { readableLogLine, readableLogStream } from './log-format';

const at = (h: number, m: number, s: number) => new Date(2026, 10, 3, h, m, s).getTime();

describe('readableLogLine', () => {
  it.each([
    [
      { level: 30, time: at(9, 5, 7), msg: 'GET /api/hotels 200 12 ms', reqId: 'req-1' },
      '09:05:07 INFO  GET /api/hotels 200 12 ms\n',
    ],
    [
      {
        level: 40,
        time: at(23, 59, 0),
        msg: 'e-mail non consegnata',
        err: { message: 'ECONNREFUSED', stack: 'Error: ECONNREFUSED\n  at x' },
      },
      '23:59:00 WARN  e-mail non consegnata: ECONNREFUSED\n',
    ],
    [
      {
        level: 50,
        time: at(0, 0, 1),
        msg: 'unexpected error',
        err: { message: 'boom', stack: 'Error: boom\n    at f (a.ts:1:1)' },
      },
      '00:00:01 ERROR unexpected error: Error: boom\n    at f (a.ts:1:1)\n',
    ],
    [{ level: 60, time: at(12, 0, 0), err: { message: 'giù' } }, '12:00:00 FATAL giù\n'],
  ])('%j', (entry, line) => expect(readableLogLine(JSON.stringify(entry))).toBe(line));

  it('passes a line that is not JSON unchanged', () => {
    expect(readableLogLine('testo libero')).toBe('testo libero\n');
  });

  it('writes through a stream', () => {
    const written: string[] = [];
    readableLogStream({ write: (l) => written.push(l) }).write(
      JSON.stringify({ level: 30, time: at(8, 0, 0), msg: 'ok' }),
    );
    expect(written).toEqual(['08:00:00 INFO  ok\n']);
  });
});
