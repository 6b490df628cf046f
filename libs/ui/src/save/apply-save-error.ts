import { ApiError } from '@ham/platform';
import type { ErrorOption } from 'react-hook-form';

/** The form-level text of a save that did not reach the server or got no readable answer. */
export const COMMUNICATION_ERROR = 'Errore di comunicazione con il server, riprova.';

/**
 * Sets the error of a field by its path: a form's `setError` (whatever its values' type: the
 * method form keeps the parameter bivariant), or a hand-made setter.
 */
export type SetFieldError = { set(name: string, error: ErrorOption): void }['set'];

export type ApplySaveErrorOptions = {
  /** API field path → form field name, where they differ (e.g. `{ customerId: 'customer' }`). */
  fieldNames?: Readonly<Record<string, string>>;
  /**
   * The form's top-level field names. When given, an error of a field not among them is not
   * set on the form but added to the form-level message. Without it every field error is set.
   */
  formFields?: readonly string[];
  /** The form-level message when every field error was set on the form (none when omitted). */
  fieldsMessage?: string;
};

/**
 * Maps a refused save onto a react-hook-form form: each `fields` entry of an ApiError becomes a
 * 'server' error of its field; answers the form-level message to show, or null for none.
 * - not an ApiError (network failure, unreadable answer) → 'Errore di comunicazione con il server, riprova.'
 * - no field error set → the server's message, followed by the messages of fields not on the form
 * - some field errors set, others not on the form → the same
 * - every field error set → `fieldsMessage` (or null)
 */
export function applySaveError(
  err: unknown,
  setError: SetFieldError,
  { fieldNames, formFields, fieldsMessage }: ApplySaveErrorOptions = {},
): string | null {
  if (!(err instanceof ApiError)) return COMMUNICATION_ERROR;
  const onForm = formFields ? new Set(formFields) : null;
  const elsewhere: string[] = [];
  let placed = 0;
  for (const [path, message] of Object.entries(err.fields)) {
    const name = fieldNames && Object.hasOwn(fieldNames, path) ? fieldNames[path] : path;
    if (onForm && !onForm.has(name.split('.')[0])) elsewhere.push(message);
    else {
      setError(name, { type: 'server', message });
      placed++;
    }
  }
  if (placed === 0 || elsewhere.length > 0) return [err.message, ...elsewhere].join(' ');
  return fieldsMessage ?? null;
}
