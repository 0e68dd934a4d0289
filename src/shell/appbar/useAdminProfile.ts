import { useEffect, useState } from 'react';
import { useGetIdentity } from 'react-admin';
import { getAdminData, SESSION_CHANGED_EVENT, type AdminData } from '../../providers/session';

/**
 * The signed-in admin's profile (email, photo) as the top bar shows it: the locally stored
 * `adminData`, redrawn whenever the session changes in this tab or another one.
 */
export function useAdminProfile(): AdminData | null {
  const [admin, setAdmin] = useState<AdminData | null>(getAdminData);
  // getIdentity asks the server for the current profile and refreshes adminData, which lands here
  // through SESSION_CHANGED_EVENT: a photo changed on another device shows up after a reload.
  useGetIdentity();
  useEffect(() => {
    const update = () => setAdmin(getAdminData());
    window.addEventListener(SESSION_CHANGED_EVENT, update);
    window.addEventListener('storage', update);
    return () => {
      window.removeEventListener(SESSION_CHANGED_EVENT, update);
      window.removeEventListener('storage', update);
    };
  }, []);
  return admin;
}
