import type { MyQuoteRequest } from '@ham/contracts';
import { agencyRequestMessageRoutes } from '@ham/contracts/request-messages';
import { endpoint } from '@ham/platform';
import {
  answer,
  createTestPlatform,
  mockApi,
  TestProviders,
  testAgencySession,
  testQuoteRequest,
} from '@ham/ui/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import AgencyRoutes from '../../routes';
import { myRequestApi } from './api';

jest.setTimeout(30_000);
const slow = { timeout: 5000 };

function renderAt(route: string) {
  const platform = { ...createTestPlatform(), session: testAgencySession };
  return render(
    <TestProviders platform={platform} route={route}>
      <AgencyRoutes />
    </TestProviders>,
  );
}

const request: MyQuoteRequest = { ...testQuoteRequest, id: 12, status: 'in_progress' };
const messages = {
  thread: endpoint.fromRoute(agencyRequestMessageRoutes.thread),
  markRead: endpoint.fromRoute(agencyRequestMessageRoutes.markRead),
};

describe('Le mie richieste: messages', () => {
  it('the list shows the staff’s unread messages of each request', async () => {
    mockApi(
      answer(myRequestApi.endpoints.list, {
        items: [{ ...request, unreadMessages: 3 }],
        pageInfo: { page: 1, itemsPerPage: 20, totalItems: 1, totalPages: 1 },
      }),
    );
    renderAt('/mie-richieste');
    const table = await screen.findByRole('table', { name: 'Le mie richieste' }, slow);
    const row = await within(table).findByRole('row', { name: /Lago di Garda/ });
    expect(row).toHaveTextContent('3 messaggi non letti');
  });

  it('the request shows its conversation with the staff, read on opening', async () => {
    const api = mockApi(
      answer(myRequestApi.endpoints.detail, request, { id: 12 }),
      answer(
        messages.thread,
        {
          messages: [
            {
              id: 1,
              side: 'staff',
              authorName: 'Mario Rossi',
              text: 'Ecco la nostra proposta.',
              sentAt: '2026-11-21T08:00:00.000Z',
              readAt: null,
              attachments: [{ id: 4, fileName: 'proposta.pdf', mediaType: 'application/pdf', size: 80_000 }],
            },
          ],
          unread: 1,
        },
        { id: 12 },
      ),
      answer(messages.markRead, { unread: 0 }, { id: 12 }),
    );
    renderAt('/mie-richieste/12');
    const panel = await screen.findByRole('region', { name: 'Messaggi' }, slow);
    expect(await within(panel).findByText('Ecco la nostra proposta.')).toBeVisible();
    expect(within(panel).getByRole('listitem')).toHaveTextContent('21/11/2026 09:00');
    expect(within(panel).getByRole('link', { name: /proposta.pdf/ })).toHaveAttribute(
      'href',
      '/api/quotereq/12/attachments/4',
    );
    await waitFor(() => expect(api.callsTo(messages.markRead, { id: 12 })).toHaveLength(1));
  });
});
