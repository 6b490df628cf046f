import { historyRoutes } from '@ham/contracts/history';
import { pagedListOf } from '@ham/platform';

/**
 * 'Accessi' (Amministrazione, manage_users; docs/product/history.md): sign-ins, failures,
 * sign-outs, password changes and resets, attempts refused by the limits (GET /sign-ins: a list only).
 */
export const signInApi = pagedListOf('sign-ins', historyRoutes.signIns);
