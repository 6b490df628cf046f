import { marginMessages } from '@ham/contracts';
import { answer, mockApi, renderWithPlatform } from '@ham/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import AdminRoutes from '../../routes';
import { marginConfigApi } from './margins-tab';

const slow = { timeout: 5000 };

describe("Configurazione: 'Margini e IVA 74-ter'", () => {
  it('shows the defaults, refuses a rate out of 1–99 and saves the quarter', async () => {
    const api = mockApi(
      answer(marginConfigApi.endpoints.read, {
        regime74ter: true,
        vatPeriod: 'month',
        vatRate: 22,
        version: 0,
      }),
      answer(marginConfigApi.endpoints.update, ({ body }) => ({ ...body, version: 1 })),
    );
    const { user } = renderWithPlatform(<AdminRoutes />, { route: '/configura?tab=margini' });
    expect(await screen.findByRole('form', { name: 'Margini e IVA 74-ter' }, slow)).toBeVisible();
    const rate = await screen.findByLabelText(/Aliquota IVA sul margine/);
    expect(rate).toHaveValue('22');
    await user.clear(rate);
    await user.type(rate, '0');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText(marginMessages.vatRate)).toBeInTheDocument();
    await user.clear(rate);
    await user.type(rate, '22');
    await user.selectOptions(screen.getByLabelText(/Periodo IVA/), 'quarter');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(api.callsTo(marginConfigApi.endpoints.update)).toHaveLength(1));
    expect(api.callsTo(marginConfigApi.endpoints.update)[0].body).toEqual({
      regime74ter: true,
      vatPeriod: 'quarter',
      vatRate: 22,
      version: 0,
    });
  });
});
