import type { RequestMessage, RequestMessageThread } from '@ham/contracts/request-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { answer, apiError, mockApi, renderWithPlatform } from '../testing';
import { requestMessagesApi } from './messages-api';
import { RequestMessagesPanel } from './request-messages-panel';

const message = (over: Partial<RequestMessage>): RequestMessage => ({
  id: 1,
  side: 'agency',
  authorName: 'Anna Bianchi',
  text: 'Buongiorno,\nallego il programma.',
  sentAt: '2026-11-28T15:30:00.000Z',
  readAt: null,
  attachments: [{ id: 7, fileName: 'programma.pdf', mediaType: 'application/pdf', size: 250_000 }],
  ...over,
});

describe('RequestMessagesPanel (staff)', () => {
  const staff = requestMessagesApi.staff;

  it('shows the thread newest last with Italian times and download links; opening it reads the agency’s messages', async () => {
    let thread: RequestMessageThread = {
      messages: [
        message({}),
        message({
          id: 2,
          side: 'staff',
          authorName: 'Mario Rossi',
          text: 'Ricevuto, grazie.',
          sentAt: '2026-11-28T16:05:00.000Z',
          readAt: '2026-11-28T17:00:00.000Z',
          attachments: [],
        }),
      ],
      unread: 1,
    };
    const api = mockApi(
      answer(staff.thread, () => thread, { requestId: 41 }),
      answer(
        staff.markRead,
        () => {
          thread = { ...thread, unread: 0 };
          return { unread: 0 };
        },
        { requestId: 41 },
      ),
      answer(staff.unread, { unread: 0 }),
    );
    renderWithPlatform(<RequestMessagesPanel side="staff" requestId={41} />);
    const panel = await screen.findByRole('region', { name: 'Messaggi' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Anna Bianchi');
    expect(items[0]).toHaveTextContent('Agenzia');
    expect(items[0]).toHaveTextContent('28/11/2026 16:30');
    expect(items[0]).toHaveTextContent('allego il programma.');
    expect(within(items[0]).getByRole('link', { name: 'programma.pdf (244,1 KB)' })).toHaveAttribute(
      'href',
      '/api/docs/quotereqs/41/attachments/7',
    );
    // One's own message says whether the other side read it.
    expect(items[1]).toHaveTextContent('Ufficio booking');
    expect(items[1]).toHaveTextContent('Letto il 28/11/2026 18:00');
    await waitFor(() => expect(api.callsTo(staff.markRead, { requestId: 41 })).toHaveLength(1));
  });

  it('sends a text with a file in base64; a file over 10 MB and an empty message are refused before sending', async () => {
    const api = mockApi(
      answer(staff.thread, { messages: [], unread: 0 }, { requestId: 41 }),
      answer(staff.send, message({ id: 3, side: 'staff' }), { requestId: 41 }),
      answer(staff.unread, { unread: 0 }),
    );
    const { user } = renderWithPlatform(<RequestMessagesPanel side="staff" requestId={41} />);
    const panel = await screen.findByRole('region', { name: 'Messaggi' });
    expect(await within(panel).findByText(/Nessun messaggio/)).toBeVisible();
    const send = within(panel).getByRole('button', { name: 'Invia messaggio' });

    await user.click(send);
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Scrivi un messaggio o allega un file.',
    );

    const file = within(panel).getByLabelText('Allegato');
    const big = new File(['x'], 'enorme.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(file, big);
    await user.click(send);
    expect(await within(panel).findByRole('alert')).toHaveTextContent('10 MB');
    expect(api.callsTo(staff.send, { requestId: 41 })).toHaveLength(0);

    await user.type(within(panel).getByRole('textbox', { name: 'Messaggio' }), '  Ecco il preventivo  ');
    await user.upload(file, new File(['%PDF-1.7'], 'preventivo.pdf', { type: 'application/pdf' }));
    await user.click(send);
    await waitFor(() => expect(api.callsTo(staff.send, { requestId: 41 })).toHaveLength(1));
    expect(api.callsTo(staff.send, { requestId: 41 })[0].body).toEqual({
      text: 'Ecco il preventivo',
      attachment: { fileName: 'preventivo.pdf', content: btoa('%PDF-1.7') },
    });
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Messaggio' })).toHaveValue(''));
  });

  it('shows the API’s refusal (a file that is not what it says)', async () => {
    mockApi(
      answer(staff.thread, { messages: [], unread: 0 }, { requestId: 41 }),
      answer(
        staff.send,
        () => {
          throw apiError(
            400,
            'ValidationError',
            'Tipo di file non ammesso: si possono allegare PDF, immagini (PNG, JPEG, WebP) e fogli Excel (.xlsx).',
          );
        },
        { requestId: 41 },
      ),
    );
    const { user } = renderWithPlatform(<RequestMessagesPanel side="staff" requestId={41} />);
    const panel = await screen.findByRole('region', { name: 'Messaggi' });
    await user.upload(within(panel).getByLabelText('Allegato'), new File(['MZ'], 'fattura.pdf'));
    await user.click(within(panel).getByRole('button', { name: 'Invia messaggio' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Tipo di file non ammesso');
  });
});

describe('RequestMessagesPanel (agency)', () => {
  it('uses the agency’s routes: its thread, its downloads, its read', async () => {
    const agency = requestMessagesApi.agency;
    const api = mockApi(
      answer(
        agency.thread,
        { messages: [message({ side: 'staff', authorName: 'Mario Rossi' })], unread: 1 },
        { id: 12 },
      ),
      answer(agency.markRead, { unread: 0 }, { id: 12 }),
      answer(agency.unread, { unread: 0 }),
    );
    renderWithPlatform(<RequestMessagesPanel side="agency" requestId={12} />);
    const link = await screen.findByRole('link', { name: /programma.pdf/ });
    expect(link).toHaveAttribute('href', '/api/quotereq/12/attachments/7');
    expect(screen.getByRole('listitem')).toHaveTextContent('Ufficio booking');
    await waitFor(() => expect(api.callsTo(agency.markRead, { id: 12 })).toHaveLength(1));
    // The answer still says unread (this mock never changes): read once, not in a loop.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.callsTo(agency.markRead, { id: 12 })).toHaveLength(1);
  });
});
