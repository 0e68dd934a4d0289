import type { Role } from '../domain/permissions';

/**
 * The browser side of a session (specification section 3): `authToken` holds
 * `{"token": "..."}` and `adminData` the signed-in admin's profile. The token is opaque:
 * the server keeps only its hash and decides whether it is still valid.
 */
export interface AdminData {
  firstName: string;
  lastName: string;
  email: string;
  avatar: string | null;
  role: Role;
  permissions: string[];
}

const TOKEN_KEY = 'authToken';
const ADMIN_KEY = 'adminData';

/** Fired on window whenever the stored session changes in this tab (sign-in, profile update, sign-out). */
export const SESSION_CHANGED_EVENT = 'app:session-changed';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled by the browser's privacy settings: behave as signed out.
    return null;
  }
}

function readJson(key: string): unknown {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

function announce(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}

export function getToken(): string | null {
  const value = readJson(TOKEN_KEY) as { token?: unknown } | null;
  return value && typeof value.token === 'string' && value.token ? value.token : null;
}

export function getAdminData(): AdminData | null {
  const value = readJson(ADMIN_KEY) as Partial<AdminData> | null;
  if (!value || typeof value.email !== 'string' || typeof value.role !== 'string') return null;
  return {
    firstName: String(value.firstName ?? ''),
    lastName: String(value.lastName ?? ''),
    email: value.email,
    avatar: typeof value.avatar === 'string' && value.avatar ? value.avatar : null,
    role: value.role,
    permissions: Array.isArray(value.permissions) ? value.permissions.map(String) : [],
  };
}

/** Keeps only the fields of section 3, whatever else the server's admin object carries. */
export function toAdminData(admin: AdminData): AdminData {
  return {
    firstName: admin.firstName,
    lastName: admin.lastName,
    email: admin.email,
    avatar: admin.avatar ?? null,
    role: admin.role,
    permissions: [...admin.permissions],
  };
}

export function setSession(token: string, admin: AdminData): void {
  const s = storage();
  if (!s) return;
  s.setItem(TOKEN_KEY, JSON.stringify({ token }));
  s.setItem(ADMIN_KEY, JSON.stringify(toAdminData(admin)));
  announce();
}

/** Replaces the cached profile (photo or email changed) without touching the token. */
export function setAdminData(admin: AdminData): void {
  const s = storage();
  if (!s || !getToken()) return;
  s.setItem(ADMIN_KEY, JSON.stringify(toAdminData(admin)));
  announce();
}

export function clearSession(): void {
  const s = storage();
  if (!s) return;
  s.removeItem(TOKEN_KEY);
  s.removeItem(ADMIN_KEY);
  announce();
}
