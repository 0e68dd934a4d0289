/**
 * Enum values are shown through the catalogue: `app.enums.<group>.<value>`, each enum labelled
 * once for every screen. One group per kind of value (verificationStatus, strikeStatus, ...), since several collections
 * share a field name (`status`) with different values.
 */
export function enumKey(group: string, value: string): string {
  return `app.enums.${group}.${value}`;
}

/** Choices for SelectInput / SelectField; react-admin translates the names. */
export function enumChoices(group: string, values: readonly string[]): { id: string; name: string }[] {
  return values.map((id) => ({ id, name: enumKey(group, id) }));
}
