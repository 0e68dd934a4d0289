import { z } from 'zod';
import { PERMISSIONS, ROLES } from '../permissions';
import { defineEntity, email, isoDateTime, line, mediaUrl, text } from './base';

/** invited: the access link was sent and not used yet; revoked: access withdrawn (or link voided). */
export const ADMIN_STATUSES = ['active', 'invited', 'revoked'] as const;

/** An administrator of the back-office. Passwords and sessions live in the server's own store. */
export const adminEntity = defineEntity(
  {
    firstName: text,
    lastName: text,
    email,
    phone: line,
    avatar: mediaUrl.nullable(),
    role: z.enum(ROLES),
    /** Read only for the `custom` role (see permissions.ts); empty for the other roles. */
    permissions: z.array(z.enum(PERMISSIONS)).max(PERMISSIONS.length),
    status: z.enum(ADMIN_STATUSES),
    inviteExpiresAt: isoDateTime.nullable(),
    lastSignInAt: isoDateTime.nullable(),
  },
  { createdBy: 'command' },
);
export const { record: adminSchema, create: adminCreateSchema } = adminEntity;

export type Admin = z.infer<typeof adminSchema>;
export type AdminCreate = z.infer<typeof adminCreateSchema>;
