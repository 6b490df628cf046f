import { answer, mockApi, renderWithPlatform } from '@ham/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import CasesRoutes from '../../routes';
import { caseApi } from '../../shared/case-api';
import { emptyCase, reference } from '../../test/fixtures';
import { extrasApi } from './api';

describe('Costi e riduzioni aggiuntivi', () => {
  it('requires description and value, saves a discount as negative cents with the version', async () => {
    const api = mockApi(
      answer(
        extrasApi.endpoints.read,
        {
          items: [{ description: 'Tassa di soggiorno', date: '2027-03-10', value: 8000 }],
          version: 4,
        },
        { docNum: 12 },
      ),
      answer(extrasApi.endpoints.update, { items: [], version: 5 }, { docNum: 12 }),
      answer(caseApi.endpoints.detail, emptyCase, { docNum: 12 }),
    );
    const { user, location } = renderWithPlatform(<CasesRoutes />, {
      route: '/pratiche/dettagli/12/extra',
      reference,
    });
    expect(await screen.findByRole('heading', { name: 'Costi e riduzioni aggiuntivi' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Aggiungi riga' }));
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findAllByText('Campo obbligatorio')).toHaveLength(2);
    const row = screen.getByRole('group', { name: 'Riga 2' });
    await user.type(within(row).getByLabelText(/Descrizione/), 'Sconto fedeltà');
    await user.type(within(row).getByLabelText(/Importo/), '-100,00');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(location()).toBe('/pratiche/dettagli/12'));
    expect(api.callsTo(extrasApi.endpoints.update, { docNum: 12 })[0].body).toEqual({
      items: [
        { description: 'Tassa di soggiorno', date: '2027-03-10', value: 8000 },
        { description: 'Sconto fedeltà', date: null, value: -10000 },
      ],
      version: 4,
    });
  });

  it('a line dated outside the case asks before saving', async () => {
    const api = mockApi(
      answer(
        extrasApi.endpoints.read,
        { items: [{ description: 'Tassa di soggiorno', date: '2027-03-10', value: 8000 }], version: 4 },
        { docNum: 12 },
      ),
      answer(extrasApi.endpoints.update, { items: [], version: 5 }, { docNum: 12 }),
      answer(caseApi.endpoints.detail, emptyCase, { docNum: 12 }),
    );
    const { user, location } = renderWithPlatform(<CasesRoutes />, {
      route: '/pratiche/dettagli/12/extra',
      reference,
    });
    const date = await screen.findByRole('textbox', { name: /^Data/ });
    await user.clear(date);
    await user.type(date, '20/04/2027');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent(
      'La data 20/04/2027 è fuori dal periodo della pratica (10/03/2027 – 13/03/2027). Salvare comunque?',
    );
    expect(api.callsTo(extrasApi.endpoints.update, { docNum: 12 })).toHaveLength(0);
    await user.click(within(question).getByRole('button', { name: 'Salva comunque' }));
    await waitFor(() => expect(location()).toBe('/pratiche/dettagli/12'));
    expect(api.callsTo(extrasApi.endpoints.update, { docNum: 12 })[0].body).toMatchObject({
      items: [{ date: '2027-04-20' }],
    });
  });
});
