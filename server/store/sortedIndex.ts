import { compareIds, compareKeys, getPath, sortKeyOf, type Rec, type SortKey } from './sortKey';

/**
 * Records of one collection kept in ascending order of one field. Built on first use,
 * then maintained on every write by binary search, so a sorted page never re-sorts
 * the whole collection.
 */
export class SortedIndex {
  private rows: Rec[];
  private keys = new Map<Rec, SortKey>();

  constructor(
    readonly field: string,
    records: readonly Rec[],
  ) {
    for (const r of records) this.keys.set(r, sortKeyOf(getPath(r, field)));
    this.rows = [...records].sort((a, b) => this.compare(a, b));
  }

  get records(): readonly Rec[] {
    return this.rows;
  }

  private compare(a: Rec, b: Rec, ka = this.keys.get(a)!, kb = this.keys.get(b)!): number {
    return compareKeys(ka, kb) || compareIds(a, b);
  }

  /** Position of the first row not less than (key, rec). */
  private lowerBound(rec: Rec, key: SortKey): number {
    let lo = 0;
    let hi = this.rows.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const row = this.rows[mid];
      if (this.compare(row, rec, this.keys.get(row)!, key) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  insert(rec: Rec): void {
    const key = sortKeyOf(getPath(rec, this.field));
    const at = this.lowerBound(rec, key);
    this.rows.splice(at, 0, rec);
    this.keys.set(rec, key);
  }

  remove(rec: Rec): void {
    const key = this.keys.get(rec);
    if (key === undefined) return;
    let at = this.lowerBound(rec, key);
    if (this.rows[at] !== rec) at = this.rows.indexOf(rec);
    if (at >= 0) this.rows.splice(at, 1);
    this.keys.delete(rec);
  }

  /** The record changed in place: move it to where its new value belongs. */
  update(rec: Rec): void {
    const key = sortKeyOf(getPath(rec, this.field));
    if (this.keys.get(rec) === key) return;
    this.remove(rec);
    this.insert(rec);
  }
}
