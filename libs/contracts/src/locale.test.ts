import { z } from 'zod';
import { configureZodLocale } from './locale';

beforeAll(() => configureZodLocale());

const firstMessage = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`accepted: ${JSON.stringify(input)}`);
  return result.error.issues[0].message;
};

describe('the Italian messages of zod issues', () => {
  test.each<[string, z.ZodType, unknown, string]>([
    ['missing number', z.number(), undefined, 'Campo obbligatorio'],
    ['null number', z.number(), null, 'Campo obbligatorio'],
    ['text for a number', z.number(), 'dieci', 'Deve essere un numero'],
    ['NaN', z.number(), Number.NaN, 'Deve essere un numero'],
    ['decimals for an integer', z.number().int(), 2.5, 'Deve essere un numero intero'],
    ['text for an integer', z.int(), 'x', 'Deve essere un numero'],
    ['too big', z.number().max(9_999), 10_000, 'Valore massimo 9.999'],
    ['too big, exclusive', z.number().lt(100), 100, 'Deve essere minore di 100'],
    ['beyond safe integers', z.number().int(), 1e20, 'Valore massimo 9.007.199.254.740.991'],
    ['too small', z.number().min(5), 1, 'Valore minimo 5'],
    ['negative', z.number().min(0), -1, 'Il valore non può essere negativo'],
    ['not positive', z.number().positive(), 0, 'Deve essere maggiore di 0'],
    ['multiple of', z.number().multipleOf(0.25), 0.3, 'Deve essere un multiplo di 0,25'],
    ['number for a text', z.string(), 42, 'Deve essere un testo'],
    ['empty text', z.string().min(1), '', 'Campo obbligatorio'],
    ['short text', z.string().min(3), 'ab', 'Almeno 3 caratteri'],
    ['long text', z.string().max(3), 'abcd', 'Massimo 3 caratteri'],
    ['bad e-mail', z.email(), 'mario@', 'Indirizzo e-mail non valido'],
    ['bad pattern', z.string().regex(/^\d+$/), 'a', 'Formato non valido'],
    ['bad ISO date', z.iso.date(), '2024/01/01', 'Formato data non valido'],
    ['text for a boolean', z.boolean(), 'sì', 'Deve essere vero o falso'],
    ['text for a list', z.array(z.number()), 'a', 'Deve essere un elenco di valori'],
    ['too many', z.array(z.number()).max(2), [1, 2, 3], 'Al massimo 2 elementi'],
    ['empty list', z.array(z.number()).min(1), [], 'Indicare almeno un elemento'],
    [
      'list for a map',
      z.record(z.string(), z.number()),
      [],
      'Deve essere un elenco di voci con i loro valori',
    ],
    [
      'text for an object',
      z.object({ a: z.number() }),
      'x',
      'Deve essere un elenco di voci con i loro valori',
    ],
    ['unknown option', z.enum(['a', 'b']), 'c', 'Valore non consentito'],
    ['missing option', z.enum(['a', 'b']), undefined, 'Campo obbligatorio'],
    ['no union member', z.union([z.number(), z.boolean()]), 'x', 'Valore non valido'],
    ['unknown keys', z.strictObject({ a: z.number() }), { a: 1, b: 2 }, 'Campi non previsti'],
    ['refinement', z.number().refine((n) => n > 1), 0, 'Valore non valido'],
  ])('%s', (_case, schema, input, message) => {
    expect(firstMessage(schema, input)).toBe(message);
  });

  test("a schema's own message still wins", () => {
    expect(firstMessage(z.number().max(10, 'Troppi ospiti'), 11)).toBe('Troppi ospiti');
  });
});
