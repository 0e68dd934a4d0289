import { useState, type ReactNode } from 'react';
import { Edit, useEditContext, type EditProps, Confirm } from 'react-admin';
import { useNotifyApiError } from './useNotifyApiError';

interface ApiError {
  status?: number;
  body?: { code?: string; errors?: Record<string, unknown> };
}

/** The server named the fields at fault (a taken username): react-admin shows them on the form. */
function hasFieldErrors(error: unknown): boolean {
  return Object.keys((error as ApiError)?.body?.errors ?? {}).length > 0;
}

export function isConflict(error: unknown): boolean {
  const e = error as ApiError;
  return e?.status === 409 && e.body?.code === 'app.errors.conflict';
}

/**
 * Edit that never overwrites another admin's save: a stale version comes back as 409,
 * and the admin is told so and offered the latest version.
 */
export function ConflictAwareEdit({ children, mutationOptions, ...props }: EditProps & { children: ReactNode }) {
  const [conflict, setConflict] = useState(false);
  const notifyApiError = useNotifyApiError();
  return (
    <Edit
      mutationMode="pessimistic"
      {...props}
      mutationOptions={{
        ...mutationOptions,
        onError: (error: unknown) => {
          if (isConflict(error)) setConflict(true);
          else if (!hasFieldErrors(error)) notifyApiError(error);
        },
      }}
    >
      {children}
      <ConflictDialog open={conflict} onClose={() => setConflict(false)} />
    </Edit>
  );
}

function ConflictDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { refetch } = useEditContext();
  return (
    <Confirm
      isOpen={open}
      title="app.errors.conflict_title"
      content="app.errors.conflict_text"
      confirm="app.errors.conflict_reload"
      cancel="app.common.cancel"
      onConfirm={async () => {
        await refetch?.();
        onClose();
      }}
      onClose={onClose}
    />
  );
}
