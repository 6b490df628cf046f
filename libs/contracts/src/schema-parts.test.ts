import { z } from 'zod';
import { caseWrite, stayWrite } from './cases';
import { availabilityBlockWrite } from './hotels';
import { configureZodLocale } from './locale';
import { messages } from './messages';
import { priceEntryWrite } from './pricing';
import { periodRefinement } from './schema-parts';

configureZodLocale();

const messagesByField = (result: z.ZodSafeParseResult<unknown>) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('period rules: every message at once, on its field', () => {
  it.each([
    [
      'case (Nuova pratica)',
      caseWrite,
      { name: '', customerId: null, beginDate: '2027-03-15', endDate: '2027-03-10', guestTypeId: '' },
      'endDate',
      messages.notBeforeStart,
    ],
    [
      'stay',
      stayWrite,
      { hotelId: null, begin: '2027-03-15', end: '2027-03-15', conditions: [], guests: { x: -1 } },
      'end',
      messages.endAfterStart,
    ],
    [
      'availability block',
      availabilityBlockWrite,
      { begin: '2027-03-15', end: '2027-03-01', guestTypeId: '', places: -3, expirationDays: 0 },
      'end',
      messages.notBeforeStart,
    ],
    [
      'price entry',
      priceEntryWrite,
      {
        begin: '2027-03-15',
        end: '2027-03-01',
        prices: { BB: 'abc' },
        costs: {},
        extras: {},
        extrasCosts: {},
      },
      'end',
      messages.endAfterStart,
    ],
  ])(
    '%s: the period message comes with the other fields’ messages',
    (_name, schema, value, endField, message) => {
      const byField = messagesByField(schema.safeParse(value));
      expect(byField[endField]).toBe(message);
      expect(Object.keys(byField).length).toBeGreaterThan(1);
    },
  );

  it('says nothing about the period while one of its dates is itself wrong', () => {
    const byField = messagesByField(
      caseWrite.safeParse({ name: 'x', customerId: 1, beginDate: '15/03/2027', endDate: '2027-03-10' }),
    );
    expect(byField.beginDate).toBeDefined();
    expect(byField.endDate).toBeUndefined();
  });

  it('runs on a valid object alone and never on something that is not an object', () => {
    const schema = z.object({ a: z.string(), b: z.string() }).superRefine(...periodRefinement('a', 'b'));
    expect(schema.safeParse({ a: '2027-01-02', b: '2027-01-01' }).error?.issues[0]?.path).toEqual(['b']);
    expect(schema.safeParse({ a: '2027-01-01', b: '2027-01-02' }).success).toBe(true);
    expect(schema.safeParse('2027-01-01').error?.issues).toHaveLength(1);
  });
});
