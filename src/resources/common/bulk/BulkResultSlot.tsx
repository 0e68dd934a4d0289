import { lazy, Suspense } from 'react';
import { useShownBulkResult } from './bulkResultStore';

// The dialog and its list load only once a bulk command has results: the shell draws every page,
// the dashboard among them, and MUI's Dialog was not in its first chunk.
const BulkResultDialog = lazy(() => import('./BulkResultDialog').then((m) => ({ default: m.BulkResultDialog })));

/** Where the shell shows a bulk command's results (bulkResultStore), until they are closed. */
export function BulkResultSlot() {
  const result = useShownBulkResult();
  if (!result) return null;
  return (
    <Suspense fallback={null}>
      <BulkResultDialog />
    </Suspense>
  );
}
