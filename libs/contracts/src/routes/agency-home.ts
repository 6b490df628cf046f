import { agencyHomePanel } from '../agency-home';
import { defineRoute } from './define-route';

/** The agency home's panel (docs/product/agency-portal.md#the-home-panel): the session's agency's own figures. */
export const agencyHomeRoutes = {
  panel: defineRoute({ method: 'GET', path: '/quotereq/home', response: agencyHomePanel }),
};
