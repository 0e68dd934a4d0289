import type { Reads, Rec } from '../store/store';
import type { AdminPrincipal } from '../context';
import { permissionsOf, type Role } from '../../src/domain/permissions';

/** The admin as the browser may see it (GET me, verify-otp): the record's public fields only. */
export interface PublicAdmin {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  avatar: string | null;
  role: Role;
  /** The effective permissions (the role's, or the custom selection). */
  permissions: string[];
  status: string;
  lastSignInAt: string | null;
}

export const ADMINS = 'admins';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Digits only, so "+91 98765-43210" and "919876543210" name the same phone. */
export function normalizePhone(phone: string): string {
  return phone.replace(/\D/g, '');
}

/**
 * The "account" the failed-attempt limits count under: the identifier as typed, normalised,
 * whether or not an admin has it, so the counts answer an administrator's address and any other
 * alike. An admin's email and phone are counted apart: joined, their shared count would tell
 * that both are one administrator's.
 */
export function identifierKey(identifier: string): string {
  return identifier.includes('@') ? `email:${normalizeEmail(identifier)}` : `phone:${normalizePhone(identifier)}`;
}

/**
 * The admin with this email, whatever its case. `reads` is the store (an answer) or, when a
 * write rests on what is found (a taken address), the transaction that writes.
 */
export async function findByEmail(reads: Reads, email: string): Promise<Rec | undefined> {
  const wanted = normalizeEmail(email);
  return (await reads.all(ADMINS)).find((a) => typeof a.email === 'string' && normalizeEmail(a.email) === wanted);
}

/** An email address, or a phone number of at least 7 digits. */
export async function findByIdentifier(reads: Reads, identifier: string): Promise<Rec | undefined> {
  if (identifier.includes('@')) return findByEmail(reads, identifier);
  const digits = normalizePhone(identifier);
  if (digits.length < 7) return undefined;
  return (await reads.all(ADMINS)).find((a) => typeof a.phone === 'string' && normalizePhone(a.phone) === digits);
}

export function roleOf(admin: Rec): Role {
  return admin.role as Role;
}

export function toPublicAdmin(admin: Rec): PublicAdmin {
  return {
    id: Number(admin.id),
    firstName: String(admin.firstName ?? ''),
    lastName: String(admin.lastName ?? ''),
    email: String(admin.email ?? ''),
    phone: String(admin.phone ?? ''),
    avatar: typeof admin.avatar === 'string' && admin.avatar ? admin.avatar : null,
    role: roleOf(admin),
    permissions: [...permissionsOf({ role: roleOf(admin), permissions: admin.permissions as string[] | undefined })],
    status: String(admin.status),
    lastSignInAt: (admin.lastSignInAt as string | null) ?? null,
  };
}

export function toPrincipal(admin: Rec, sessionId: string): AdminPrincipal {
  return {
    id: Number(admin.id),
    email: String(admin.email),
    role: roleOf(admin),
    permissions: permissionsOf({ role: roleOf(admin), permissions: admin.permissions as string[] | undefined }),
    sessionId,
  };
}

export function isActiveAdminRole(admin: Rec): boolean {
  return admin.role === 'admin' && admin.status === 'active';
}

/** True when `admin` is the only active admin with the Admin role; read through the transaction that would demote, revoke or delete it. */
export async function isLastActiveAdmin(tx: Reads, admin: Rec): Promise<boolean> {
  return isActiveAdminRole(admin) && !(await tx.all(ADMINS)).some((a) => a.id !== admin.id && isActiveAdminRole(a));
}
