import type { Permission } from '@ham/contracts';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors';
import type { SessionUser } from './session-user';

/**
 * preHandlers enforcing docs/product/roles.md. Agency users reach only /auth, /static, /version,
 * /geo/search and /quotereq/*: every other route uses requireStaff (or requirePermission).
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
}

export async function requireStaff(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
  if (request.user.type !== 'admin') throw forbidden();
}

/**
 * The agency portal (/quotereq/*): an agency's front-office user only; staff answer 403
 * (they see the requests under /docs/quotereqs, and a quote for no agency has no surcharge).
 */
export async function requireAgency(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
  if (request.user.type !== 'agency' || !request.user.agency) throw forbidden();
}

/** The agency of a request guarded by requireAgency: every /quotereq answer is scoped to it. */
export function currentAgencyId(request: FastifyRequest): number {
  const agency = currentUser(request).agency;
  if (!agency) throw forbidden();
  return agency.id;
}

export function requirePermission(permission: Permission) {
  return async function requirePermissionHandler(request: FastifyRequest): Promise<void> {
    await requireStaff(request);
    if (!request.user!.permissions.has(permission)) throw forbidden();
  };
}

/** The signed-in user in a handler guarded by one of the above. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
