import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { UiProvider } from '../theme/ui-provider';
import { type ConfirmOptions, useConfirm } from './confirm-dialog';

function Asker(props: ConfirmOptions) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('nessuna');
  return (
    <>
      <button type="button" onClick={async () => setAnswer(String(await confirm(props)))}>
        Chiedi
      </button>
      <p>Risposta: {answer}</p>
    </>
  );
}

function setup(props: ConfirmOptions) {
  const user = userEvent.setup();
  render(
    <UiProvider theme="light">
      <Asker {...props} />
    </UiProvider>,
  );
  return user;
}

describe('confirm dialog', () => {
  it('resolves true on Conferma and shows the message', async () => {
    const user = setup({ message: 'Sicuro di eliminare "Toscana"?' });
    await user.click(screen.getByRole('button', { name: 'Chiedi' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Sicuro di eliminare "Toscana"?');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText('Risposta: true')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('resolves false on Annulla, with custom labels', async () => {
    const user = setup({
      message: 'Procedere?',
      confirmLabel: 'Elimina',
      cancelLabel: 'No',
      destructive: true,
    });
    await user.click(screen.getByRole('button', { name: 'Chiedi' }));
    await screen.findByRole('alertdialog');
    expect(screen.getByRole('button', { name: 'Elimina' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(await screen.findByText('Risposta: false')).toBeInTheDocument();
  });

  it('resolves false on Escape', async () => {
    const user = setup({ message: 'Procedere?' });
    await user.click(screen.getByRole('button', { name: 'Chiedi' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Risposta: false')).toBeInTheDocument();
  });
});
