import { paymentMessages } from '@ham/contracts';
import { AppError, badRequest } from '../errors';

/** The SQLSTATE codes the app reacts to. */
export const PG = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  serializationFailure: '40001',
  deadlock: '40P01',
} as const;

interface PgError extends Error {
  code: string;
  constraint?: string;
  severity?: string;
}

export function isPgError(error: unknown, code?: string): error is PgError {
  const e = error as PgError | null;
  const looksLikePg =
    typeof e === 'object' &&
    e !== null &&
    typeof e.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(e.code) &&
    'severity' in e;
  return looksLikePg && (code === undefined || e.code === code);
}

/** The Italian refusal of a delete that a restricting foreign key stops, by constraint. */
const inUseMessages: Record<string, string> = {
  payments_case_number_fkey: paymentMessages.caseHasPayments,
};

/**
 * A database error caused by the request (bad input, a race) as an AppError; null for
 * the rest (a real fault, answered as 500). Services map the cases they know with
 * specific messages first; this is the safety net so bad input never becomes a 500.
 */
export function pgErrorToAppError(error: unknown, method: string): AppError | null {
  if (!isPgError(error)) return null;
  const { code } = error;
  if (code === PG.uniqueViolation) {
    return new AppError(409, 'Conflict', 'Esiste già un elemento con questi dati.');
  }
  if (code === PG.foreignKeyViolation) {
    const own = error.constraint ? inUseMessages[error.constraint] : undefined;
    if (own && method === 'DELETE') return new AppError(409, 'InstanceInUse', own);
    return method === 'DELETE'
      ? new AppError(409, 'InstanceInUse', 'Impossibile eliminare: elemento in uso.')
      : badRequest('Riferimento a un elemento inesistente.');
  }
  if (code === PG.serializationFailure || code === PG.deadlock) {
    return new AppError(409, 'Conflict', "Operazione in conflitto con un'altra in corso: riprova.");
  }
  // Class 22 (data exception: bad number, date, text too long...) and 23 (other constraints).
  if (code.startsWith('22') || code.startsWith('23')) return badRequest('Valore non valido.');
  return null;
}
