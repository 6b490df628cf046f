import { answer, mockApi, renderWithPlatform } from '@ham/ui/testing';
import { screen, within } from '@testing-library/react';
import AdminRoutes from '../../routes';
import { page, slow } from '../../test/screens';
import { signInApi } from './api';

describe('Accessi', () => {
  it('lists the sign-in events with time, account, address and user agent', async () => {
    mockApi(
      answer(
        signInApi.endpoints.list,
        page([
          {
            id: 1,
            at: '2026-11-28T07:05:00.000Z',
            kind: 'sign_in_failed' as const,
            kindName: 'Accesso non riuscito',
            account: 'Laura Bianchi',
            email: 'operatore@demo.it',
            ip: '10.0.0.7',
            userAgent: 'Mozilla/5.0',
          },
        ]),
      ),
    );
    renderWithPlatform(<AdminRoutes />, { route: '/accessi' });
    const table = await screen.findByRole('table', { name: 'Accessi' }, slow);
    const row = await within(table).findByRole('row', { name: /Accesso non riuscito/ }, slow);
    for (const text of [
      '28/11/2026 08:05',
      'Laura Bianchi',
      'operatore@demo.it',
      '10.0.0.7',
      'Mozilla/5.0',
    ]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
  });
});
