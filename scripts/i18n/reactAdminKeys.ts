/**
 * Per-resource texts react-admin looks up itself (`resources.<resource>.<suffix>`), falling back to
 * its `ra.*` default when the catalogue has none, and the react-admin components and hooks that
 * look each one up. A resource's override counts as used when its folder imports one of them.
 */
export const RESOURCE_OVERRIDES: { suffixes: string[]; components: string[] }[] = [
  {
    suffixes: ['notifications.deleted', 'action.delete', 'message.delete_title', 'message.delete_content'],
    components: [
      'DeleteButton',
      'DeleteWithConfirmButton',
      'DeleteWithUndoButton',
      'BulkDeleteButton',
      'BulkDeleteWithConfirmButton',
      'BulkDeleteWithUndoButton',
      'useDeleteController',
      'useDeleteWithConfirmController',
      'useDeleteWithUndoController',
      'useBulkDeleteController',
    ],
  },
  {
    suffixes: ['notifications.updated', 'action.update', 'message.bulk_update_title', 'message.bulk_update_content'],
    components: ['Edit', 'EditBase', 'useEditController', 'UpdateButton', 'BulkUpdateButton', 'BulkUpdateWithConfirmButton', 'BulkUpdateWithUndoButton', 'useUpdateController', 'useBulkUpdateController'],
  },
  { suffixes: ['notifications.created', 'page.create'], components: ['Create', 'CreateBase', 'useCreateController'] },
  { suffixes: ['action.create'], components: ['CreateButton'] },
  { suffixes: ['page.list', 'empty', 'invite'], components: ['List', 'ListBase', 'InfiniteList', 'useListController'] },
  { suffixes: ['action.list'], components: ['ListButton'] },
  { suffixes: ['page.edit'], components: ['Edit', 'EditBase', 'useEditController'] },
  { suffixes: ['action.edit'], components: ['EditButton'] },
  { suffixes: ['page.show'], components: ['Show', 'ShowBase', 'useShowController'] },
  { suffixes: ['action.show'], components: ['ShowButton'] },
];

/** Our wrappers around react-admin components (src/resources/common/), by what they wrap. */
export const WRAPPERS: Record<string, string> = { AppList: 'List', ConflictAwareEdit: 'Edit' };

/** The override suffixes a component imported from react-admin (or a wrapper) looks up. */
export function overridesOf(component: string): string[] {
  const name = WRAPPERS[component] ?? component;
  return RESOURCE_OVERRIDES.filter((o) => o.components.includes(name)).flatMap((o) => o.suffixes);
}
