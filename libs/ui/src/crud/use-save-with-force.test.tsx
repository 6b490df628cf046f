import type { ApiError } from '@ham/platform';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { apiError, renderWithPlatform } from '../testing';
import {
  type ForceableSend,
  type ForceQuestion,
  forceOnConflict,
  useSaveWithForce,
} from './use-save-with-force';

const notEnough = () => apiError(409, 'NotEnoughPlaces', 'Posti non sufficienti.');
const changing = () => apiError(409, 'ChangingOptionGuestCount', 'Opzione modificata.');

// The flow of a stay's save (mf-cases stay-details): per-code texts, a fallback from the server's message.
const stayQuestion = forceOnConflict(
  {
    ChangingOptionGuestCount: 'Cambia il numero di ospiti dell’opzione. Procedere?',
    ChangingReservationGuestCount: 'Cambia il numero di ospiti della prenotazione. Procedere?',
    NotEnoughPlaces: (err: ApiError) => `${err.message} Procedere comunque?`,
  },
  { title: 'Conferma', confirmLabel: 'Procedi' },
);

function Saver({ send, question }: { send: ForceableSend; question: ForceQuestion }) {
  const saveWithForce = useSaveWithForce();
  const [result, setResult] = useState('nessuno');
  const save = async () => {
    try {
      setResult(String(await saveWithForce(send, question)));
    } catch (err) {
      setResult(`errore ${(err as Error).message}`);
    }
  };
  return (
    <>
      <button type="button" onClick={() => void save()}>
        Salva
      </button>
      <p>Esito: {result}</p>
    </>
  );
}

function setup(refusal: () => Error | null, question: ForceQuestion = stayQuestion) {
  const calls: boolean[] = [];
  const send = async (force: boolean) => {
    calls.push(force);
    const err = force ? null : refusal();
    if (err) throw err;
  };
  const view = renderWithPlatform(<Saver send={send} question={question} />);
  return { ...view, calls };
}

describe('forceOnConflict', () => {
  it('asks by the code of a 409, with the per-code text or the one built from the error', () => {
    expect(stayQuestion(changing())).toEqual({
      title: 'Conferma',
      confirmLabel: 'Procedi',
      message: 'Cambia il numero di ospiti dell’opzione. Procedere?',
    });
    expect(stayQuestion(notEnough())?.message).toBe('Posti non sufficienti. Procedere comunque?');
  });

  it('does not ask for other codes, other statuses or other errors', () => {
    expect(stayQuestion(apiError(409, 'StaleRecord', 'Ricarica.'))).toBeNull();
    expect(stayQuestion(apiError(422, 'NotEnoughPlaces', 'Posti non sufficienti.'))).toBeNull();
    expect(stayQuestion(apiError(409, 'constructor', 'x'))).toBeNull();
    expect(stayQuestion(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('useSaveWithForce', () => {
  it('sends once without force when the server accepts', async () => {
    const { user, calls } = setup(() => null);
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Esito: true')).toBeInTheDocument();
    expect(calls).toEqual([false]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('on a confirmable refusal asks, and on Procedi resends with force', async () => {
    const { user, calls } = setup(notEnough);
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Conferma');
    expect(dialog).toHaveTextContent('Posti non sufficienti. Procedere comunque?');
    await user.click(screen.getByRole('button', { name: 'Procedi' }));
    expect(await screen.findByText('Esito: true')).toBeInTheDocument();
    expect(calls).toEqual([false, true]);
  });

  it('resolves false and sends nothing more when the user declines', async () => {
    const { user, calls } = setup(changing);
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(await screen.findByText('Esito: false')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls).toEqual([false]);
  });

  it('throws a refusal that cannot be forced, without asking', async () => {
    const { user, calls } = setup(() => apiError(409, 'StaleRecord', 'Record modificato.'));
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Esito: errore Record modificato.')).toBeInTheDocument();
    expect(calls).toEqual([false]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
