import { z } from 'zod';
import { cappedMap, defineEntity, isoDateTime, line, recordId, text } from './base';

const changeSchema = z.object({ before: z.json(), after: z.json() }).strict();

/** One administrator's write, kept forever; written by the server in the same transaction as the change. */
export const auditEntryEntity = defineEntity(
  {
    adminId: recordId,
    /** `create`, `update`, `delete`, or a domain command's name (`uphold`, `cancel_by_admin`, ...). */
    action: text,
    /** A collection name, or `auth` for sign-in events. */
    resource: text,
    recordId: recordId.nullable(),
    /**
     * Field name -> value before and after (null for a field that did not exist): one key per changed
     * field (and per detail a command adds), and no entity has mapEntries fields (textLimits.test.ts checks).
     */
    changes: cappedMap(changeSchema),
    ip: line,
    at: isoDateTime,
  },
  { createdBy: 'server' },
);
export const { record: auditEntrySchema, create: auditEntryCreateSchema } = auditEntryEntity;

export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditEntryCreate = z.infer<typeof auditEntryCreateSchema>;
