import type { Stay, StayOptionWrite, StayReservationWrite } from '@ham/contracts';
import { endpoint } from '@ham/platform';

/** docs/product/cases.md: a stay's hold (option, confirmed reservation) and the stay's delete (it releases the hold). */
export const holdApi = {
  option: endpoint.put<Stay, StayOptionWrite>('/docs/stays/:id/option'),
  cancelOption: endpoint.delete('/docs/stays/:id/option'),
  reservation: endpoint.put<Stay, StayReservationWrite>('/docs/stays/:id/reservation'),
  release: endpoint.delete('/docs/stays/:id/reservation'),
  removeStay: endpoint.delete('/docs/stays/:id'),
};
