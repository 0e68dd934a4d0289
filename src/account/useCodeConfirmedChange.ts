import { useState } from 'react';
import { authApi, type ChallengeTicket } from '../providers/authApi';

/**
 * The two steps of Change Password and Change Email: the form's Save asks the server for a
 * code (the form closes, the OTP modal opens), and only the accepted code applies the change.
 */
export function useCodeConfirmedChange() {
  const [ticket, setTicket] = useState<(ChallengeTicket & { resendAt: number }) | null>(null);
  return {
    /** The challenge waiting for its code; null while the form is showing. */
    ticket,
    started: (t: ChallengeTicket) => setTicket({ ...t, resendAt: Date.now() + t.resendAfter * 1000 }),
    reset: () => setTicket(null),
    resend: async () => {
      if (!ticket) return Date.now();
      const next = await authApi.resendOtp(ticket.challengeId);
      const resendAt = Date.now() + next.resendAfter * 1000;
      setTicket({ ...ticket, resendAt });
      return resendAt;
    },
  };
}
