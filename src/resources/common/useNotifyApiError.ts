import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { describeError } from './describeError';

/** Toasts a refusal of the API (403, 409, ...) in the admin's language. */
export function useNotifyApiError(): (error: unknown, fallbackKey?: string) => void {
  const notify = useNotify();
  return useCallback(
    (error: unknown, fallbackKey?: string) => {
      const { key, args } = describeError(error, fallbackKey);
      notify(key, { type: 'error', messageArgs: args });
    },
    [notify],
  );
}
