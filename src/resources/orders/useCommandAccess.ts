import { useRecordContext, type RaRecord } from 'react-admin';
import { findAction } from '../../domain/actions';
import { canRunAction, type ActionDefinition } from '../../domain/actions/types';
import { useAdminPermissions } from '../../layout/permissions/useAdminPermissions';

/**
 * Whether the signed-in admin may run `resource/action` on the current record: the role holds the
 * command's permission and the record's status lets it run. Buttons hide when this is false; the
 * server answers 403 / 409 the same way.
 */
export function useCommandAccess(resource: string, action: string): { allowed: boolean; definition: ActionDefinition; record: RaRecord | undefined } {
  const record = useRecordContext();
  const { can } = useAdminPermissions();
  const definition = findAction(resource, action);
  if (!definition) throw new Error(`No domain command ${resource}/${action}`);
  const allowed = !!record && can(definition.permission) && canRunAction(definition, record);
  return { allowed, definition, record };
}
