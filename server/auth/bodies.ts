import { z } from 'zod';

/** Request bodies of /api/auth. Passwords are never trimmed: spaces may be part of them. */
const identifier = z.string().trim().min(1).max(254);
const password = z.string().min(1).max(1024);
const challengeId = z.string().min(1).max(100);
const code = z.union([z.string(), z.number()]).transform(String);

export const loginBody = z.object({ identifier, password });
export const challengeBody = z.object({ challengeId });
export const codeBody = z.object({ challengeId, code });
export const forgotBody = z.object({ identifier });
export const resetBody = z.object({ challengeId, code, newPassword: z.string() });
export const acceptInviteBody = z.object({
  email: z.string().trim().max(254),
  code,
  newPassword: z.string(),
  firstName: z.string().trim().min(1).max(100).optional(),
  lastName: z.string().trim().min(1).max(100).optional(),
});
export const changePasswordBody = z.object({ currentPassword: password, newPassword: z.string() });
export const changeEmailBody = z.object({ newEmail: z.email().max(254), currentPassword: password });
export const photoBody = z.object({ dataUrl: z.string() });
