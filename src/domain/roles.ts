import { z } from 'zod';

// spec platform §6: role values; comparison is done in upper case.
export const Role = z.preprocess(
  (v) => (typeof v === 'string' ? v.toUpperCase() : v),
  z.enum(['PRIMARY', 'ADMIN', 'BILLING', 'STANDARD', 'CHILD']),
);
export type Role = z.infer<typeof Role>;

export const UserType = z.enum(['CONSUMER', 'CSR', 'BOBO']);
export type UserType = z.infer<typeof UserType>;

export const Footprint = z.enum(['TWC', 'BHN', 'CHTR']);
export type Footprint = z.infer<typeof Footprint>;

const ADMIN_GROUP: readonly Role[] = ['ADMIN', 'PRIMARY'];
// spec platform §6: "Billing group = ADMIN and PRIMARY" — the BILLING role is not in it.
const BILLING_GROUP: readonly Role[] = ['ADMIN', 'PRIMARY'];

export const isAdmin = (role: Role): boolean => ADMIN_GROUP.includes(role);
/** Billing access: the Billing tab, billing reads and every billing write. Standard users cannot pay. */
export const hasBillingAccess = (role: Role): boolean => BILLING_GROUP.includes(role);
