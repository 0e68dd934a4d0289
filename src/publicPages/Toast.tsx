import { useEffect, useState } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '../domain/constants';

/**
 * One message that closes by itself, as the admin's toasts do (top right, 5 s): "Logout
 * successful!" on arrival at /signin, "A new code has been sent" on /verify-otp. A new `id`
 * shows the message again.
 */
export function Toast({ message, id }: { message: string | null; id?: number }) {
  const [shown, setShown] = useState<string | null>(message);
  useEffect(() => {
    setShown(message);
    if (!message) return;
    const timer = window.setTimeout(() => setShown(null), TOAST_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [message, id]);
  return shown ? (
    <div className="app-toast" role="status">
      {shown}
    </div>
  ) : null;
}
