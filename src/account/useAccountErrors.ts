import { useCallback } from 'react';
import { useLogoutIfAccessDenied, useTranslate } from 'react-admin';
import { AuthApiError, errorText } from '../providers/authApi';

/**
 * Turns a failed account call into the text to show; a 401 (the session ended on the server)
 * signs the browser out through authProvider.checkError, like any other API call.
 */
export function useAccountErrors(): (error: unknown) => string {
  const translate = useTranslate();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useCallback(
    (error: unknown) => {
      if (error instanceof AuthApiError && error.status === 401) void logoutIfAccessDenied(error);
      return errorText(translate, error);
    },
    [translate, logoutIfAccessDenied],
  );
}
