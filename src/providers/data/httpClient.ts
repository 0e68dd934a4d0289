import { fetchUtils } from 'react-admin';
import { getToken } from '../session';
import { NETWORK_ERROR_EVENT } from '../networkEvents';

export { NETWORK_ERROR_EVENT };

/**
 * Every API call: JSON, the session's bearer token, and a signal to the shell when the
 * network itself failed (as opposed to the server answering with an error).
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers });
  } catch (e) {
    if (e instanceof TypeError) window.dispatchEvent(new Event(NETWORK_ERROR_EVENT));
    throw e;
  }
}
