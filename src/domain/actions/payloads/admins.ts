import { z } from 'zod';
import { PERMISSIONS, ROLES } from '../../permissions';
import { text } from '../../entities/base';
import { TEXT_LIMITS } from '../../textLimits';
import { noPayload, type PayloadTable } from './common';

const ipPayload = z.object({ ip: z.string().trim().min(2).max(45) }).strict();

export const adminPayloads = {
  'admins/revoke_access': noPayload,
  'admins/sign_out_all': noPayload,
  'admins/restore_access': noPayload,
  'admins/block_ip': ipPayload,
  'admins/void_invite': noPayload,
  'admins/send_password_reset': noPayload,
  'admins/unblock_ip': ipPayload,
  'admins/invite': z
    .object({
      email: z.email().max(TEXT_LIMITS.email),
      role: z.enum(ROLES),
      /** Only read for the custom role. */
      permissions: z.array(z.enum(PERMISSIONS)).max(PERMISSIONS.length).optional(),
      firstName: text.optional(),
      lastName: text.optional(),
    })
    .strict(),
} satisfies PayloadTable;
