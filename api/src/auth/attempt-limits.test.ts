/** @jest-environment node */
import { addressKey, attemptLimits, retryAfter, subjectKey } from './attempt-limits';

describe('addressKey', () => {
  it.each([
    ['198.51.100.7', '198.51.100.7'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['2001:db8:1:2::7', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s counts as %s', (ip, key) => expect(addressKey(ip)).toBe(key));
});

describe('attemptLimits (SIGNIN_ATTEMPTS_PER_MINUTE = 10)', () => {
  const limits = (attempt: Parameters<typeof attemptLimits>[0]) =>
    attemptLimits(attempt, 10).map(
      (l) => `${l.key.split(':').slice(0, 2).join(':')} ${l.max}/${l.windowSeconds}s`,
    );

  it.each<[string, Parameters<typeof attemptLimits>[0], string[]]>([
    [
      'a password guess',
      { kind: 'password', ip: '198.51.100.7', subject: 'Mario@Test.it' },
      ['password:a 30/60s', 'password:as 10/60s', 'password:s 30/900s'],
    ],
    [
      'from a browser that signed in before',
      { kind: 'password', ip: '198.51.100.7', subject: 'mario@test.it', trustedDevice: true },
      ['password:a 30/60s', 'password:as 10/60s'],
    ],
    ['without an e-mail', { kind: 'password', ip: '198.51.100.7', subject: null }, ['password:a 30/60s']],
    [
      'a reset request',
      { kind: 'forgot', ip: '198.51.100.7', subject: 'mario@test.it' },
      ['forgot:a 30/60s', 'forgot:as 10/60s', 'forgot:s 30/900s'],
    ],
    [
      'a set-password link',
      { kind: 'set-password', ip: '198.51.100.7', subject: 'account:7' },
      ['set-password:a 30/60s', 'set-password:as 10/60s'],
    ],
    ['a sign-in start', { kind: 'start', ip: '198.51.100.7' }, ['start:a 120/60s']],
  ])('%s', (_case, attempt, expected) => expect(limits(attempt)).toEqual(expected));

  it('keys hold no e-mail in clear, and one e-mail whatever its case or spaces', () => {
    const [, pair, subject] = attemptLimits(
      { kind: 'password', ip: '1.2.3.4', subject: ' Mario@Test.it ' },
      10,
    );
    expect(pair.key).not.toContain('@');
    expect(subject.key).toBe(`password:s:${subjectKey('mario@test.it')}`);
  });
});

describe('retryAfter', () => {
  const limits = [
    { key: 'a', max: 3, windowSeconds: 60 },
    { key: 'b', max: 5, windowSeconds: 900 },
  ];
  it.each([
    [
      'within every limit',
      [
        { key: 'a', hits: 3, secondsLeft: 10 },
        { key: 'b', hits: 5, secondsLeft: 800 },
      ],
      0,
    ],
    [
      'one exceeded',
      [
        { key: 'a', hits: 4, secondsLeft: 9.2 },
        { key: 'b', hits: 1, secondsLeft: 800 },
      ],
      10,
    ],
    [
      'both exceeded: the longer wait',
      [
        { key: 'a', hits: 4, secondsLeft: 9 },
        { key: 'b', hits: 6, secondsLeft: 700 },
      ],
      700,
    ],
    ['a window ending now still waits a second', [{ key: 'a', hits: 9, secondsLeft: 0.001 }], 1],
  ])('%s', (_case, counts, wait) => expect(retryAfter(limits, counts)).toBe(wait));
});
