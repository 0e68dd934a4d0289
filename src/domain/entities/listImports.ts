import { z } from 'zod';
import { listImportMachine } from '../machines/listImport';
import { cappedMap, defineEntity, isoDateTime, recordId } from './base';
import { IMPORTABLE_LISTS, IMPORT_MODES } from '../vocabulary/listImports';

export { IMPORTABLE_LISTS, IMPORT_MODES };

export const listImportEntity = defineEntity(
  {
    list: z.enum(IMPORTABLE_LISTS),
    mode: z.enum(IMPORT_MODES),
    status: z.enum(listImportMachine.states),
    rowCount: z.number().int().min(0),
    /**
     * The whole list as it was before this import was applied: what `revert` restores, so it is the
     * one list without an item cap (revert needs all of it); each entry is a record of that list.
     */
    previousSnapshot: z.array(cappedMap(z.json())),
    at: isoDateTime,
    adminId: recordId,
  },
  { createdBy: 'server' },
);
export const { record: listImportSchema, create: listImportCreateSchema } = listImportEntity;

export type ListImport = z.infer<typeof listImportSchema>;
export type ListImportCreate = z.infer<typeof listImportCreateSchema>;
