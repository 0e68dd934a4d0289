import type { ReactNode } from 'react';
import { findAction } from '../../../domain/actions';
import { useAdminPermissions } from '../../../shell/permissions/useAdminPermissions';

/**
 * A list's bulk commands (ListTable's `bulkActions`) for an admin who may run at least one of
 * `actions`, or undefined: rows offer no checkboxes to an admin who could do nothing with the
 * selection.
 */
export function useBulkActions(resource: string, actions: readonly string[], buttons: ReactNode): ReactNode | undefined {
  const { can } = useAdminPermissions();
  const allowed = actions.some((name) => {
    const definition = findAction(resource, name);
    return !!definition && can(definition.permission);
  });
  return allowed ? buttons : undefined;
}
