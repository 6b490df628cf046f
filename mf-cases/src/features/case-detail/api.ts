import { caseRoutes } from '@ham/contracts';
import { endpoint } from '@ham/platform';

/** docs/product/cases.md: a stay's hold (option, confirmed reservation) and the stay's delete (it releases the hold). */
export const holdApi = {
  option: endpoint.fromRoute(caseRoutes.option.put),
  cancelOption: endpoint.fromRoute(caseRoutes.option.remove),
  reservation: endpoint.fromRoute(caseRoutes.reservation.put),
  release: endpoint.fromRoute(caseRoutes.reservation.remove),
  removeStay: endpoint.fromRoute(caseRoutes.removeStay),
};
