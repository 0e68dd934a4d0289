import { API_URL } from './config';

/**
 * Uploaded photos are served by the API (`/api/auth/photos/<file>`); when the API lives on
 * another origin (VITE_API_URL), the site-relative path must point there.
 */
export function resolveAvatarUrl(avatar: string | null | undefined): string | undefined {
  if (!avatar) return undefined;
  return avatar.startsWith('/api/') ? `${API_URL}${avatar.slice('/api'.length)}` : avatar;
}
