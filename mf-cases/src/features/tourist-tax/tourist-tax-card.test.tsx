import type { CaseTouristTax } from '@ham/contracts/tourist-tax';
import { answer, mockApi, renderWithPlatform } from '@ham/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { touristTaxApi } from './api';
import { TouristTaxCard } from './tourist-tax-card';

const tax: CaseTouristTax = {
  included: false,
  estimate: true,
  total: 27_360,
  stays: [
    {
      stayId: 7,
      hotel: { id: 1, name: 'Hotel Bellavista' },
      location: { id: 3, name: 'Firenze' },
      begin: '2027-04-12',
      end: '2027-04-15',
      amount: 27_360,
      estimate: true,
      nightsWithoutRate: 0,
    },
    {
      stayId: 8,
      hotel: { id: 2, name: 'Hotel Lontano' },
      location: null,
      begin: '2027-04-15',
      end: '2027-04-17',
      amount: 0,
      estimate: true,
      nightsWithoutRate: 2,
    },
  ],
};

describe("'Imposta di soggiorno' of the case page", () => {
  it('stay by stay, the estimate marked, the nights without a rate said; in the price or at the hotel', async () => {
    const api = mockApi(
      answer(touristTaxApi.endpoints.read, tax, { docNum: 12 }),
      answer(touristTaxApi.endpoints.setIncluded, { ...tax, included: true }, { docNum: 12 }),
    );
    const { user } = renderWithPlatform(<TouristTaxCard docNum={12} />);
    const table = await screen.findByRole('table', { name: 'Imposta di soggiorno' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Hotel BellavistaFirenze12/04/2027 – 15/04/2027stima273,60 €');
    expect(rows[1]).toHaveTextContent('Hotel Lontano—');
    expect(
      screen.getByText('Hotel Lontano: 2 notti senza tariffa del comune (Località › Imposta di soggiorno).'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Totale imposta di soggiorno')).toHaveTextContent('273,60 €');
    expect(screen.getByText("L'imposta è da pagare in loco all'hotel.")).toBeInTheDocument();

    await user.click(screen.getByText('Inclusa nel prezzo'));
    await waitFor(() => expect(api.callsTo(touristTaxApi.endpoints.setIncluded)).toHaveLength(1));
    expect(api.callsTo(touristTaxApi.endpoints.setIncluded)[0].body).toEqual({ included: true });
  });

  it('a case without stays says so', async () => {
    mockApi(
      answer(touristTaxApi.endpoints.read, { ...tax, stays: [], total: 0, estimate: false }, { docNum: 12 }),
    );
    renderWithPlatform(<TouristTaxCard docNum={12} />);
    expect(await screen.findByText('Nessun pernottamento')).toBeInTheDocument();
  });
});
