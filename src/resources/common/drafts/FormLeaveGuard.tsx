import { useFormState } from 'react-hook-form';
import { useLeaveGuard } from './useLeaveGuard';

/**
 * A react-admin form's `WarnWhenUnsavedChangesComponent` (with `warnWhenUnsavedChanges`):
 * leaving with changes not saved asks first, every time (useLeaveGuard says why not react-admin's
 * own); a save that succeeded leaves without asking.
 */
export function FormLeaveGuard() {
  const { dirtyFields, isSubmitSuccessful } = useFormState();
  useLeaveGuard(Object.keys(dirtyFields).length > 0 && !isSubmitSuccessful);
  return null;
}
