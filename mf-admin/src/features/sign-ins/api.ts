import type { SignInEvent } from '@ham/contracts/history';
import { crudApi } from '@ham/platform';

/**
 * 'Accessi' (Amministrazione, manage_users; docs/product/history.md): sign-ins, failures,
 * sign-outs, password changes and resets, attempts refused by the limits (GET /sign-ins: a list only).
 */
export const signInApi = crudApi<SignInEvent, never>({ name: 'sign-ins', path: '/sign-ins' });
