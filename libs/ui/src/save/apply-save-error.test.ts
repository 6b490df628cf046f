import { apiError } from '../testing';
import { applySaveError, COMMUNICATION_ERROR } from './apply-save-error';

const refused = (fields?: Record<string, string>) =>
  apiError(422, 'ValidationError', 'Dati non validi.', fields);

function setup() {
  const setError = jest.fn();
  return { setError, set: () => setError.mock.calls.map(([name, e]) => [name, e.type, e.message]) };
}

describe('applySaveError', () => {
  it('answers the communication message for anything but an ApiError, and sets no field', () => {
    const { setError } = setup();
    expect(applySaveError(new TypeError('Failed to fetch'), setError)).toBe(COMMUNICATION_ERROR);
    expect(COMMUNICATION_ERROR).toBe('Errore di comunicazione con il server, riprova.');
    expect(setError).not.toHaveBeenCalled();
  });

  it("answers the server's message when there are no field errors", () => {
    const { setError } = setup();
    expect(applySaveError(apiError(409, 'StaleRecord', 'Ricarica la pagina.'), setError)).toBe(
      'Ricarica la pagina.',
    );
    expect(setError).not.toHaveBeenCalled();
  });

  it('sets every field error and answers null, or fieldsMessage when given', () => {
    const a = setup();
    expect(
      applySaveError(refused({ name: 'Già usato', 'rows.0.price': 'Obbligatorio' }), a.setError),
    ).toBeNull();
    expect(a.set()).toEqual([
      ['name', 'server', 'Già usato'],
      ['rows.0.price', 'server', 'Obbligatorio'],
    ]);
    const b = setup();
    expect(
      applySaveError(refused({ name: 'Già usato' }), b.setError, { fieldsMessage: 'Correggi i campi' }),
    ).toBe('Correggi i campi');
    expect(b.set()).toEqual([['name', 'server', 'Già usato']]);
  });

  it('renames API field paths through fieldNames', () => {
    const { setError, set } = setup();
    const fieldNames = { customerId: 'customer' };
    expect(
      applySaveError(refused({ customerId: 'Cliente obbligatorio', notes: 'Troppo lungo' }), setError, {
        fieldNames,
      }),
    ).toBeNull();
    expect(set()).toEqual([
      ['customer', 'server', 'Cliente obbligatorio'],
      ['notes', 'server', 'Troppo lungo'],
    ]);
  });

  it('says the errors of fields not on the form after the server message', () => {
    const formFields = ['name', 'rows'];
    const some = setup();
    expect(
      applySaveError(
        refused({ 'rows.1.price': 'Obbligatorio', countryId: 'Nazione sconosciuta' }),
        some.setError,
        {
          formFields,
          fieldsMessage: 'non usato',
        },
      ),
    ).toBe('Dati non validi. Nazione sconosciuta');
    expect(some.set()).toEqual([['rows.1.price', 'server', 'Obbligatorio']]);
    const none = setup();
    expect(applySaveError(refused({ countryId: 'Nazione sconosciuta' }), none.setError, { formFields })).toBe(
      'Dati non validi. Nazione sconosciuta',
    );
    expect(none.setError).not.toHaveBeenCalled();
    const all = setup();
    expect(applySaveError(refused({ name: 'Già usato' }), all.setError, { formFields })).toBeNull();
  });
});
