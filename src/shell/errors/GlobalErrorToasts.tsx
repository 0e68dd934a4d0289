import { useGlobalErrorToasts } from './useGlobalErrorToasts';

/** Mounts the window-level error listeners for as long as the shell is on screen. */
export function GlobalErrorToasts() {
  useGlobalErrorToasts();
  return null;
}
