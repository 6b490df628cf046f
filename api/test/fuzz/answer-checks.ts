/**
 * What every answer of the API must be, whatever it was sent (docs/SECURITY.md): never a 5xx, never
 * internals (a stack trace, a file path), and an error is the JSON `{ error, message,
 * detail?, fields? }` in Italian, never English or zod's raw words.
 */
const STACK =
  /\n\s+at .+:\d+:\d+|\b(TypeError|RangeError|SyntaxError|ReferenceError)\b|node_modules|\/src\/\w+/;
/** English (and zod's raw type names) in a message meant for an Italian user. */
const ENGLISH_WORDS =
  'the of is are and with for not allowed exceeded maximum minimum header request field value missing ' +
  'unsupported payload large size format invalid expected required received must should unexpected ' +
  'cannot character characters greater less than found internal error undefined NaN Infinity ' +
  'string number boolean object array bigint';
const ENGLISH = new RegExp(`\\b(${ENGLISH_WORDS.split(' ').join('|')})\\b`, 'i');

export interface Answer {
  status: number;
  contentType: string;
  body: string;
}

/** The problems of one answer (empty when it is fine). */
export function answerProblems(answer: Answer): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  if (STACK.test(answer.body)) problems.push(`internals in the answer: ${answer.body.slice(0, 300)}`);
  if (answer.status < 400) return problems;
  let error: { error?: unknown; message?: unknown; fields?: unknown };
  try {
    if (!answer.contentType.includes('application/json')) throw new Error('not JSON');
    error = JSON.parse(answer.body);
  } catch {
    problems.push(
      `error ${answer.status} not in the JSON error shape: ${JSON.stringify(answer.body.slice(0, 200))}`,
    );
    return problems;
  }
  if (typeof error.error !== 'string' || typeof error.message !== 'string') {
    problems.push(`error ${answer.status} without { error, message }: ${answer.body.slice(0, 200)}`);
    return problems;
  }
  const texts = [error.message, ...Object.values((error.fields as Record<string, unknown>) ?? {})];
  for (const text of texts) {
    if (typeof text !== 'string') problems.push(`a field message is not a text: ${JSON.stringify(text)}`);
    else if (ENGLISH.test(text)) problems.push(`English or raw words in "${text}"`);
  }
  return problems;
}
