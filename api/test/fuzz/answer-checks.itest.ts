import { answerProblems } from './answer-checks';

const json = (status: number, body: unknown) => ({
  status,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
});

describe('answerProblems: what the fuzz suite refuses in an answer', () => {
  test.each([
    ['a success', json(200, { items: [] })],
    [
      'an Italian error',
      json(400, {
        error: 'ValidationError',
        message: 'Dati non validi.',
        fields: { name: 'Campo obbligatorio' },
      }),
    ],
    [
      'an Italian field message with numbers',
      json(400, {
        error: 'ValidationError',
        message: 'Dati non validi.',
        fields: { n: 'Valore massimo 9.999' },
      }),
    ],
    ['a 404', json(404, { error: 'NotFound', message: 'Elemento non trovato.' })],
  ])('accepts %s', (_name, answer) => {
    expect(answerProblems(answer)).toEqual([]);
  });

  test.each([
    ['a 5xx', json(500, { error: 'InternalError', message: 'Errore interno.' }), 'status 500'],
    [
      'a stack trace',
      json(400, { error: 'X', message: 'Errore\n    at handler (/app/api/src/x.ts:10:5)' }),
      'internals',
    ],
    [
      "Fastify's English",
      json(431, {
        error: 'Request Header Fields Too Large',
        message: 'Exceeded maximum allowed HTTP header size',
      }),
      'English',
    ],
    [
      "zod's raw words",
      json(400, {
        error: 'ValidationError',
        message: 'Dati non validi.',
        fields: { a: 'Input non valido: atteso record, ricevuto string' },
      }),
      'English',
    ],
    ['a non-JSON error', { status: 431, contentType: '', body: '' }, 'JSON error shape'],
    ['an error without a message', json(400, { error: 'X' }), 'without { error, message }'],
  ])('refuses %s', (_name, answer, problem) => {
    expect(answerProblems(answer).join(' ')).toContain(problem);
  });
});
