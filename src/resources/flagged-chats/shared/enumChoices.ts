/** The catalogue key of one value of an enum shown on the moderation screens. */
export function enumKey(group: string, value: string): string {
  return `app.moderation.enums.${group}.${value}`;
}

/** Choices for SelectField/SelectInput; react-admin translates the names. */
export function enumChoices(group: string, values: readonly string[]): { id: string; name: string }[] {
  return values.map((v) => ({ id: v, name: enumKey(group, v) }));
}
