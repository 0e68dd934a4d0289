import { useEffect, useState } from 'react';
import { API_URL } from '../../../providers/config';
import { getToken } from '../../../providers/session';
import { UPLOAD_PATH_PREFIX } from '../../../domain/uploads';

export interface MediaSrc {
  src: string | null;
  failed: boolean;
}

/**
 * What an <img> or <video> can show for a stored media URL. Files uploaded through the API sit
 * behind the session (an element cannot send the bearer token), so they are fetched with it and
 * shown as a blob: URL, revoked when no longer shown; any other URL (seed files) is used as is.
 */
export function useMediaSrc(url: string | null | undefined): MediaSrc {
  const isUpload = !!url && url.startsWith(UPLOAD_PATH_PREFIX);
  const [state, setState] = useState<{ url: string; src: string | null; failed: boolean } | null>(null);

  useEffect(() => {
    if (!url || !isUpload) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    const token = getToken();
    fetch(`${API_URL}/uploads/${url.slice(UPLOAD_PATH_PREFIX.length)}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
    })
      .then((res) => (res.ok ? res.blob() : Promise.reject(new Error(String(res.status)))))
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setState({ url, src: objectUrl, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ url, src: null, failed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, isUpload]);

  if (!url) return { src: null, failed: false };
  if (!isUpload) return { src: url, failed: false };
  return state?.url === url ? { src: state.src, failed: state.failed } : { src: null, failed: false };
}
