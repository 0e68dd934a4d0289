import { highlightRestrictedWords, isDuplicateWord, matchRestrictedWords } from './restrictedWords';
import { activeClaimHolder, claimExpiry, FLAGGED_CHAT_CLAIM_MINUTES, isClaimedByOther } from './flaggedChatClaims';
import { timeLeft } from './deadlines';

const LIBRARY = [
  { id: 1, text: 'scam' },
  { id: 2, text: 'Wire Transfer' },
  { id: 3, text: 'पैसे भेजो' },
  { id: 4, text: 'transfer' },
];

describe('matchRestrictedWords', () => {
  it('matches whole words and phrases, ignoring case and spacing', () => {
    const found = matchRestrictedWords('It is a SCAM!  Do a wire\n  transfer now.', LIBRARY);
    expect(found.map((w) => w.id)).toEqual([1, 2, 4]);
  });

  it('does not match inside other words', () => {
    expect(matchRestrictedWords('scampi and transferable funds', LIBRARY)).toEqual([]);
  });

  it('matches Devanagari phrases and plain strings', () => {
    expect(matchRestrictedWords('जल्दी पैसे भेजो!', LIBRARY).map((w) => w.id)).toEqual([3]);
    expect(matchRestrictedWords('no scam here', ['scam', 'here', 'there'])).toEqual(['scam', 'here']);
  });
});

describe('highlightRestrictedWords', () => {
  it('marks exactly the matches in the original text, longest phrase first', () => {
    const segments = highlightRestrictedWords('Do a Wire  Transfer, not a scampi scam.', LIBRARY);
    expect(segments.filter((s) => s.word).map((s) => [s.text, s.word])).toEqual([
      ['Wire  Transfer', 'wire transfer'],
      ['scam', 'scam'],
    ]);
    expect(segments.map((s) => s.text).join('')).toBe('Do a Wire  Transfer, not a scampi scam.');
  });

  it('returns the text as one plain segment when nothing matches', () => {
    expect(highlightRestrictedWords('all good', LIBRARY)).toEqual([{ text: 'all good', word: null }]);
  });
});

describe('isDuplicateWord', () => {
  it('compares normalized forms', () => {
    expect(isDuplicateWord('  WIRE   transfer ', ['wire transfer'])).toBe(true);
    expect(isDuplicateWord('wire transfers', ['wire transfer'])).toBe(false);
  });
});

describe('flagged chat claims', () => {
  const now = Date.parse('2026-11-01T10:00:00.000Z');
  it('a claim lasts FLAGGED_CHAT_CLAIM_MINUTES and only locks other admins', () => {
    const chat = { claimedByAdminId: 7, claimExpiresAt: claimExpiry(now) };
    expect(Date.parse(chat.claimExpiresAt) - now).toBe(FLAGGED_CHAT_CLAIM_MINUTES * 60_000);
    expect(activeClaimHolder(chat, now)).toBe(7);
    expect(isClaimedByOther(chat, 7, now)).toBe(false);
    expect(isClaimedByOther(chat, 8, now)).toBe(true);
    expect(isClaimedByOther(chat, 8, Date.parse(chat.claimExpiresAt) + 1)).toBe(false);
    expect(activeClaimHolder({ claimedByAdminId: null, claimExpiresAt: null }, now)).toBeNull();
  });
});

describe('timeLeft', () => {
  it('counts whole days and hours, before and after the deadline', () => {
    expect(timeLeft('2026-11-03T15:30:00.000Z', Date.parse('2026-11-01T10:00:00.000Z'))).toEqual({ overdue: false, days: 2, hours: 5 });
    expect(timeLeft('2026-10-30T09:00:00.000Z', Date.parse('2026-11-01T10:00:00.000Z'))).toEqual({ overdue: true, days: 2, hours: 1 });
  });
});
