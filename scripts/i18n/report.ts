import type { CheckResult, Coverage } from './check';

const pct = (c: Coverage) => `${c.translated} of ${c.total} keys (${c.percent.toFixed(1)}%)`;
const list = (lines: string[]) => lines.map((l) => `    ${l}`).join('\n');

/** The coverage lines, then one section per failure kind with what to do about it. */
export function formatReport(language: string, r: CheckResult): { out: string; errors: string } {
  const out = [`${language} covers ${pct(r.coverage.app)} of i18n/en.json, and ${pct(r.coverage.reactAdmin)} of react-admin's own messages (ra.*).`];
  const errors: string[] = [];
  if (r.notInEnglish.length) {
    errors.push(`✖ ${r.notInEnglish.length} key(s) in the ${language} catalogue that English lacks (a typo, or a key renamed or removed in English; fix or delete the ${language} entry):\n${list(r.notInEnglish)}`);
  }
  if (r.missingInEnglish.length) {
    errors.push(
      `✖ ${r.missingInEnglish.length} key(s) used in code that i18n/en.json lacks (the screen would show the raw key; add the English text):\n${list(r.missingInEnglish.map((m) => `${m.key}   (${m.where})`))}`,
    );
  }
  if (r.unused.length) {
    errors.push(`✖ ${r.unused.length} English key(s) that no code uses (delete them, or use them):\n${list(r.unused)}`);
  }
  if (r.placeholderMismatches.length) {
    errors.push(
      `✖ ${r.placeholderMismatches.length} ${language} text(s) whose %{placeholders} differ from English (keep every %{name} exactly as in English):\n${list(
        r.placeholderMismatches.map((m) => `${m.key}: English has [${m.english.join(', ')}], ${language} has [${m.translation.join(', ')}]`),
      )}`,
    );
  }
  return { out: out.join('\n'), errors: errors.join('\n\n') };
}
