import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { MESSAGES } from '../../domain/messages';

/**
 * Browsers report this when a ResizeObserver callback resizes what it observes; it is a
 * benign layout notice, not a failure, and MUI's auto-sizing text fields can cause it.
 */
const BENIGN = /ResizeObserver loop/;

/**
 * Errors nothing else caught still tell the admin something went wrong (specification
 * section 8): an uncaught error and an unhandled promise rejection each show their toast.
 */
export function useGlobalErrorToasts(): void {
  const notify = useNotify();
  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      if (BENIGN.test(event.message ?? '')) return;
      notify(MESSAGES.runtimeError, { type: 'error' });
    };
    const onRejection = () => notify(MESSAGES.unexpectedError, { type: 'error' });
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [notify]);
}
