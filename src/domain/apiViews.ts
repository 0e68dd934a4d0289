/**
 * Answers of the API that are not records of a collection, declared once for the server that
 * builds them and the browser that reads them.
 */

/** A live session as GET /api/auth/sessions and GET /api/admins/:id/sessions show it: never the token or its hash. */
export interface SessionView {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  ip: string;
  userAgent: string;
  /** The session the asking browser is using. */
  current: boolean;
}

/** One entry of GET /api/users/:id/activity: an audit entry about the user or a record of theirs (never the IP address). */
export interface ActivityEntry {
  id: number;
  at: string;
  action: string;
  resource: string;
  recordId: number | null;
  adminId: number | null;
  /** The administrator's name, since most roles cannot read the admins collection. */
  adminName: string | null;
  changes: Record<string, { before: unknown; after: unknown }>;
}
