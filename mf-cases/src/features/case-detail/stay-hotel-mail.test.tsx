import type { HotelMailStays } from '@ham/contracts/hotel-mail';
import { answer, apiError, mockApi, renderWithPlatform } from '@ham/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import CasesRoutes from '../../routes';
import { caseApi } from '../../shared/case-api';
import { reference } from '../../test/fixtures';
import { fullCase } from '../../test/full-case';
import { hotelMailApi } from './hotel-mail-api';

// 'Invia all'hotel' on the case page's stay card (docs/product/rooming-list.md#to-the-hotel).

// The confirm dialog is a chunk loaded on demand: its first load in a test file takes a while.
jest.setTimeout(30_000);
const findConfirm = () => screen.findByRole('alertdialog', {}, { timeout: 15_000 });

const stayId = fullCase.stays[0].id;
const never: HotelMailStays = {
  items: [{ stayId, to: 'booking@bellavista.it', last: null, roomingChanged: false }],
};
const sent = (roomingChanged: boolean): HotelMailStays => ({
  items: [
    {
      stayId,
      to: 'booking@bellavista.it',
      last: {
        to: 'booking@bellavista.it',
        sentAt: '2027-02-01T09:30:00Z',
        sentBy: 'Mario Rossi',
        participants: 40,
      },
      roomingChanged,
    },
  ],
});

const open = () => renderWithPlatform(<CasesRoutes />, { route: '/pratiche/dettagli/12', reference });
const stayCard = () => screen.findByRole('region', { name: 'Hotel Hotel Bellavista' });

describe("'Invia all'hotel'", () => {
  it('asks with the address, sends, then says when and to whom', async () => {
    let answerNow = never;
    const api = mockApi(
      answer(caseApi.endpoints.detail, fullCase, { docNum: 12 }),
      answer(hotelMailApi.endpoints.list, () => answerNow, { docNum: 12 }),
    );
    api.on(
      answer(
        hotelMailApi.endpoints.send,
        () => {
          answerNow = sent(false);
          return answerNow;
        },
        { id: stayId },
      ),
    );
    const { user, platform } = open();
    const card = await stayCard();
    await user.click(within(card).getByRole('button', { name: "Invia all'hotel" }));
    const dialog = await findConfirm();
    expect(dialog).toHaveTextContent(
      'Inviare a Hotel Bellavista (booking@bellavista.it) il voucher e la rooming list della pratica, in PDF e in Excel?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Invia' }));
    await waitFor(() => expect(api.callsTo(hotelMailApi.endpoints.send, { id: stayId })).toHaveLength(1));
    expect(api.callsTo(hotelMailApi.endpoints.send)[0].query).toEqual({ docNum: '12' });
    await waitFor(() =>
      expect(platform.notify).toHaveBeenCalledWith(
        expect.objectContaining({
          status: 'success',
          title: 'Voucher e rooming list inviati a booking@bellavista.it',
        }),
      ),
    );
    expect(
      await within(card).findByText(
        /Inviato all'hotel il 01\/02\/2027 10:30 a booking@bellavista.it \(Mario Rossi\)/,
      ),
    ).toBeInTheDocument();
    expect(within(card).queryByText("Rooming list modificata dopo l'invio")).not.toBeInTheDocument();
  });

  it("says 'Rooming list modificata dopo l'invio' when the list changed since", async () => {
    mockApi(
      answer(caseApi.endpoints.detail, fullCase, { docNum: 12 }),
      answer(hotelMailApi.endpoints.list, sent(true), { docNum: 12 }),
    );
    open();
    const card = await stayCard();
    expect(await within(card).findByText("Rooming list modificata dopo l'invio")).toBeInTheDocument();
  });

  it('a hotel without e-mail: the refusal is the notice, nothing recorded', async () => {
    const api = mockApi(
      answer(caseApi.endpoints.detail, fullCase, { docNum: 12 }),
      answer(hotelMailApi.endpoints.list, { items: [{ ...never.items[0], to: null }] }, { docNum: 12 }),
    );
    const message =
      "L'hotel Hotel Bellavista non ha un indirizzo e-mail: inserisci l'e-mail del referente o dell'hotel nella sua scheda e riprova.";
    api.on(
      answer(
        hotelMailApi.endpoints.send,
        () => {
          throw apiError(400, 'BadRequest', message);
        },
        { id: stayId },
      ),
    );
    const { user, platform } = open();
    const card = await stayCard();
    await user.click(within(card).getByRole('button', { name: "Invia all'hotel" }));
    const dialog = await findConfirm();
    expect(dialog).toHaveTextContent('Inviare a Hotel Bellavista il voucher');
    await user.click(within(dialog).getByRole('button', { name: 'Invia' }));
    await waitFor(() =>
      expect(platform.notify).toHaveBeenCalledWith(
        expect.objectContaining({ status: 'error', title: 'Invio non riuscito', description: message }),
      ),
    );
    expect(within(card).queryByText(/Inviato all'hotel il/)).not.toBeInTheDocument();
  });
});
