/**
 * The error and status messages of the specification (section 8) as catalogue keys.
 * The English text lives in i18n/en.json under the same keys; code only ever names the key.
 */
export const MESSAGES = {
  /** Toast for an uncaught error (window 'error'). */
  runtimeError: 'app.messages.runtime_error',
  /** Toast for an unhandled promise rejection; also the error boundary's fallback text. */
  unexpectedError: 'app.messages.unexpected_error',
  /** Toast when a screen crashes while rendering (error boundary). */
  renderCrash: 'app.messages.render_crash',
  /** Adding a restricted word or phrase whose normalized text is already in the Threat Library. */
  duplicateRestrictedWord: 'app.messages.duplicate_restricted_word',
  /** Shown on /signin when the route guard sent the visitor there. */
  signInRequired: 'app.messages.sign_in_required',
  offlineTitle: 'app.messages.offline_title',
  offlineText: 'app.messages.offline_text',
  logoutSuccess: 'app.messages.logout_success',
  referralDeactivated: 'app.messages.referral_link_deactivated',
} as const;

export type MessageKey = (typeof MESSAGES)[keyof typeof MESSAGES];
