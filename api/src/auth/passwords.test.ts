/** @jest-environment node */
import {
  hashPassword,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_RULE_MESSAGE,
  passwordProblem,
  verifyPassword,
} from './passwords';

describe('password hashing', () => {
  test('a hash verifies its password only, and two hashes of one password differ (salt)', async () => {
    const hash = await hashPassword('Demo2026!');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('Demo2026!', hash)).toBe(true);
    expect(await verifyPassword('demo2026!', hash)).toBe(false);
    expect(await hashPassword('Demo2026!')).not.toBe(hash);
  });

  test.each([
    null,
    undefined,
    '',
    'plain',
    'scrypt$1$8$1$c2FsdA$aGFzaA',
    'scrypt$99999999$8$1$c2FsdA$aGFzaGhhc2hoYXNoaGFzaA',
  ])('a missing or malformed hash (%p) never verifies', async (stored) => {
    expect(await verifyPassword('whatever1', stored)).toBe(false);
  });
});

describe('password rules', () => {
  test.each([
    ['Segreta2026', 'Segreta2026', null],
    ['corta1', 'corta1', PASSWORD_RULE_MESSAGE],
    ['soloLettere', 'soloLettere', PASSWORD_RULE_MESSAGE],
    ['12345678', '12345678', PASSWORD_RULE_MESSAGE],
    ['Segreta2026', 'Segreta2027', PASSWORD_MISMATCH_MESSAGE],
  ])('%s / %s → %p', (password, confirmation, expected) => {
    expect(passwordProblem(password, confirmation)).toBe(expected);
  });
});
