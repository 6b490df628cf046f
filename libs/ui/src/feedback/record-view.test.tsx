import { crudApi } from '@ham/platform';
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { answer, apiError, mockApi, renderWithPlatform } from '../testing';
import { RecordView } from './record-view';

type Note = { id: number; text: string };
const noteApi = crudApi<Note, never>({ name: 'notes', path: '/notes' });

function NotePage({ id }: { id: number | null }) {
  const note = useQuery({ ...noteApi.detail(id ?? 0), enabled: id !== null, retry: false });
  return (
    <RecordView query={note} missing={id === null} errorTitle="Impossibile caricare la nota">
      {(n) => <p>{n.text}</p>}
    </RecordView>
  );
}

describe('RecordView', () => {
  it('shows a spinner, then the page with the record', async () => {
    mockApi(answer(noteApi.endpoints.detail, { id: 3, text: 'Ciao' }, { id: 3 }));
    renderWithPlatform(<NotePage id={3} />);
    expect(screen.getByRole('status', { name: 'Caricamento...' })).toBeInTheDocument();
    expect(await screen.findByText('Ciao')).toBeInTheDocument();
  });

  it('shows the 404 page for an invalid address and for a record the API does not know', async () => {
    mockApi();
    const { unmount } = renderWithPlatform(<NotePage id={null} />);
    expect(screen.getByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    unmount();
    renderWithPlatform(<NotePage id={4} />);
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
  });

  it("shows the error with 'Riprova' when the record cannot be read", async () => {
    mockApi(
      answer(noteApi.endpoints.detail, () => {
        throw apiError(500, 'Internal', 'Errore interno');
      }),
    );
    renderWithPlatform(<NotePage id={5} />);
    expect(await screen.findByText('Impossibile caricare la nota')).toBeInTheDocument();
    expect(screen.getByText('Errore interno')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Riprova/ })).toBeInTheDocument();
  });
});
