import { z } from 'zod';
import { countryRef } from './common';

export const permissions = ['manage_db', 'manage_users', 'self_quote'] as const;
export const permission = z.enum(permissions);
export type Permission = z.infer<typeof permission>;

export const roleIds = ['admin', 'supervisor', 'operator'] as const;
export const role = z.object({
  id: z.enum(roleIds),
  name: z.string(),
  description: z.string(),
  permissions: z.array(permission),
});
export type Role = z.infer<typeof role>;

export const userType = z.enum(['admin', 'agency']);
export type UserType = z.infer<typeof userType>;

/** The signed-in person. Staff have a role; an agency user has its agency instead. */
export const authUser = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: role.nullable(),
  agency: z
    .object({
      id: z.number().int(),
      fullName: z.string(),
      city: z.string().nullable(),
      country: countryRef.nullable(),
    })
    .nullable(),
});
export type AuthUser = z.infer<typeof authUser>;

/** GET /api/auth: `{ type, user }` or 401. */
export const authResponse = z.object({ type: userType, user: authUser });
export type AuthResponse = z.infer<typeof authResponse>;

/** `return_to` of /auth/login and /auth/logout. Only the app's own origin is honoured. */
export const returnToQuery = z.object({ return_to: z.string().max(2000).optional() });
