import { useResetErrorBoundaryOnLocationChange } from 'react-admin';
import { PageCrashFallback } from './PageCrashFallback';

/**
 * What the whole admin shows when something outside a page crashed (the shell's own page
 * boundary catches the pages): the same fallback, cleared when the admin goes to another address.
 */
export function AppCrashPage({ resetErrorBoundary }: { resetErrorBoundary: (...args: unknown[]) => void }) {
  useResetErrorBoundaryOnLocationChange(resetErrorBoundary);
  return <PageCrashFallback />;
}
