import { compareIds, compareKeys, getPath, sortKeyOf, type Rec, type SortKey } from './sortKey';

/**
 * Records of one collection kept in ascending order of one field. Built on first use,
 * then maintained on every write by binary search, so a sorted page never re-sorts
 * the whole collection.
 */
export class SortedIndex {
  private rows: Rec[];
  /** `rowKeys[i]` is the key of `rows[i]`: comparisons read an array, not the map. */
  private rowKeys: SortKey[];
  private keys = new Map<Rec, SortKey>();

  constructor(
    readonly field: string,
    records: readonly Rec[],
  ) {
    const keyed = records.map((r) => ({ r, k: sortKeyOf(getPath(r, field)) }));
    keyed.sort((a, b) => compareKeys(a.k, b.k) || compareIds(a.r, b.r));
    this.rows = new Array<Rec>(keyed.length);
    this.rowKeys = new Array<SortKey>(keyed.length);
    keyed.forEach(({ r, k }, i) => {
      this.rows[i] = r;
      this.rowKeys[i] = k;
      this.keys.set(r, k);
    });
  }

  get records(): readonly Rec[] {
    return this.rows;
  }

  /** Position of the first row not less than (key, rec). */
  private lowerBound(rec: Rec, key: SortKey): number {
    let lo = 0;
    let hi = this.rows.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((compareKeys(this.rowKeys[mid], key) || compareIds(this.rows[mid], rec)) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  insert(rec: Rec): void {
    const key = sortKeyOf(getPath(rec, this.field));
    const at = this.lowerBound(rec, key);
    this.rows.splice(at, 0, rec);
    this.rowKeys.splice(at, 0, key);
    this.keys.set(rec, key);
  }

  remove(rec: Rec): void {
    const key = this.keys.get(rec);
    if (key === undefined) return;
    let at = this.lowerBound(rec, key);
    if (this.rows[at] !== rec) at = this.rows.indexOf(rec);
    if (at >= 0) {
      this.rows.splice(at, 1);
      this.rowKeys.splice(at, 1);
    }
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
