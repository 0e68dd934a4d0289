/**
 * The Threat Library the seed starts with: words and phrases that flag a chat message for
 * review (off-platform payment, scams, threats, abuse). Some are Hindi, as Indian users write.
 */
export const RESTRICTED_WORD_SEEDS: string[] = [
  'scam',
  'fraud',
  'wire transfer',
  'pay outside the app',
  'send me your password',
  'bank details',
  'gift card',
  'crypto wallet',
  'whatsapp me',
  'telegram me',
  'cash only',
  'off platform',
  'upi directly',
  'advance payment',
  'fake followers',
  'buy followers',
  'kill you',
  'hurt you',
  'threat',
  'blackmail',
  'leak your photos',
  'doxx',
  'nude',
  'explicit',
  'drugs',
  'weed',
  'cocaine',
  'betting tips',
  'guaranteed returns',
  'loan offer',
  'otp',
  'verification code',
  'idiot',
  'loser',
  'stupid',
  'धोखा',
  'पैसे भेजो',
  'बेवकूफ',
  'जान से मार',
  'गाली',
];

/** Chat lines with a {word} slot; the seed fills it with one or two restricted words. */
export const FLAGGED_MESSAGE_TEMPLATES: string[] = [
  'Hey, can we do this {word} deal? It is faster for both of us.',
  'I will only continue if you agree to {word}, otherwise forget it.',
  'Listen, {word} or I report your account everywhere.',
  'Bro the brand said {word} is fine, just do it today.',
  'Your last video was rubbish, {word}. Nobody watches you.',
  'Quick one: {word}? I need it before tonight.',
  'Mujhe abhi {word} chahiye, warna project cancel.',
  'Let us skip the platform fee: {word} and I add a bonus.',
  'Please confirm {word} so I can release the shoot dates.',
  'Sab log {word} karte hain, tension mat lo.',
];

/** What moderators write in admin notes after reading a flagged chat. */
export const ADMIN_NOTE_SEEDS: string[] = [
  'Asked to move payment off the platform; warned both parties.',
  'Context is a joke between friends, no action needed.',
  'Threatening language, strike issued to the sender.',
  'Customer shared screenshots; escalated to the trust team.',
  'Repeat behaviour, see earlier strikes on this user.',
  'Phrase matched inside a song lyric, not a threat.',
];
