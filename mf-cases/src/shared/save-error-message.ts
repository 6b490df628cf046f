import { applySaveError } from '@ham/ui';

const noFormFields = () => undefined;

/**
 * The text of a refused save for a form that has no field of its own for the API's field
 * errors (`applySaveError` with no form fields): the server's message followed by every field
 * message; not an ApiError → 'Errore di comunicazione con il server, riprova.'
 */
export const saveErrorMessage = (err: unknown): string =>
  applySaveError(err, noFormFields, { formFields: [] }) ?? '';
