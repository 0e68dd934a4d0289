import { hasVisibleText } from './visibleText';
import { longText, text } from './entities/base';
import { reasonPayload } from './actions/payloads';

const INVISIBLE = ['', '   ', '\u200b', '\u200c\u200d', '\u2060', '\ufeff', '\u00ad', '\u3164', '\u2800', ' \u200b\u00a0\u3000\n\t'];
const VISIBLE = ['a', ' x ', 'नमस्ते', 'क्\u200dष', '👨\u200d👩\u200d👧', '\u200bok'];

describe('hasVisibleText', () => {
  it.each(INVISIBLE)('counts %j as empty', (value) => {
    expect(hasVisibleText(value)).toBe(false);
  });

  it.each(VISIBLE)('counts %j as text, joiners inside words included', (value) => {
    expect(hasVisibleText(value)).toBe(true);
  });
});

describe('the shared non-empty text schemas (#36: a zero-width space passed as a reason)', () => {
  it.each(INVISIBLE)('refuse %j', (value) => {
    expect(text.safeParse(value).success).toBe(false);
    expect(longText.safeParse(value).success).toBe(false);
    const reason = reasonPayload.safeParse({ reason: value });
    expect(reason.success).toBe(false);
    expect(reason.error?.issues.map((i) => i.path)).toContainEqual(['reason']);
  });

  it('keep visible text as typed, only trimmed', () => {
    expect(longText.parse(' क्\u200dष ')).toBe('क्\u200dष');
    expect(reasonPayload.parse({ reason: '\u200bSpam' })).toEqual({ reason: '\u200bSpam' });
  });
});
