export type Messages = { [key: string]: string | Messages };

/** Deep merge: every key the partial catalogue lacks keeps its English text. */
export function mergeCatalogues(base: Messages, over: Messages): Messages {
  const out: Messages = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    out[k] = typeof v === 'object' && typeof b === 'object' ? mergeCatalogues(b, v) : v;
  }
  return out;
}
