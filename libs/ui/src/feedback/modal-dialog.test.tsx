import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { UiProvider } from '../theme/ui-provider';
import { ModalDialog } from './modal-dialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Apri
      </button>
      <ModalDialog
        title="Fattura"
        open={open}
        onClose={() => setOpen(false)}
        footer={<button type="button">Emetti</button>}
        closeButton
      >
        <p>Numero 12</p>
      </ModalDialog>
    </>
  );
}

describe('ModalDialog', () => {
  it("shows the title, body and footer while open, and closes with 'Chiudi'", async () => {
    const user = userEvent.setup();
    render(
      <UiProvider theme="light">
        <Opener />
      </UiProvider>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apri' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fattura' });
    expect(dialog).toHaveTextContent('Numero 12');
    expect(screen.getByRole('button', { name: 'Emetti' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
