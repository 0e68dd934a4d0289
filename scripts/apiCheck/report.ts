/** One finding of the conformance suite: which route, what was checked, and what was seen. */
export interface Finding {
  area: string;
  route: string;
  check: string;
  ok: boolean;
  detail?: string;
}

export class Report {
  readonly findings: Finding[] = [];

  get failed(): Finding[] {
    return this.findings.filter((f) => !f.ok);
  }

  /** Runs one check; a thrown CheckFailure (or any error) is recorded as its failure. */
  async check(area: string, route: string, check: string, run: () => Promise<void> | void): Promise<boolean> {
    try {
      await run();
      this.findings.push({ area, route, check, ok: true });
      return true;
    } catch (e) {
      this.findings.push({ area, route, check, ok: false, detail: (e as Error).message });
      return false;
    }
  }

  format(verbose = false): string {
    const lines: string[] = [];
    const areas = [...new Set(this.findings.map((f) => f.area))];
    for (const area of areas) {
      const mine = this.findings.filter((f) => f.area === area);
      const bad = mine.filter((f) => !f.ok);
      lines.push(`${bad.length ? '✖' : '✔'} ${area}: ${mine.length - bad.length}/${mine.length} hold`);
      for (const f of verbose ? mine : bad) lines.push(`    ${f.ok ? '✔' : '✖'} ${f.route} — ${f.check}${f.detail ? `: ${f.detail}` : ''}`);
    }
    lines.push(
      this.failed.length ? `\n${this.failed.length} of ${this.findings.length} checks fail.` : `\nAll ${this.findings.length} checks hold.`,
    );
    return lines.join('\n');
  }
}

/** `expect` for the suite: a failed expectation says what was expected and what came. */
export function expectThat(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}
