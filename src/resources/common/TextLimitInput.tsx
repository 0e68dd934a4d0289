import { useWatch } from 'react-hook-form';
import { maxLength, TextInput, useTranslate, type TextInputProps, type Validator } from 'react-admin';
import type { z } from 'zod';

/** The longest text the shared schema allows at `source` (dotted paths follow nested objects). */
export function maxLengthOf(schema: z.ZodObject, source: string): number | undefined {
  let current: z.ZodType | undefined = schema;
  for (const part of source.split('.')) {
    current = unwrap(current);
    const shape: Record<string, z.ZodType> | undefined = (current as z.ZodObject | undefined)?.shape;
    current = shape && Object.hasOwn(shape, part) ? shape[part] : undefined;
  }
  const leaf = unwrap(current) as z.ZodString | undefined;
  return leaf?.def.type === 'string' ? (leaf.maxLength ?? undefined) : undefined;
}

function unwrap(t: z.ZodType | undefined): z.ZodType | undefined {
  let cur = t;
  while (cur && ['optional', 'nullable', 'default'].includes(cur.def.type))
    cur = (cur.def as unknown as { innerType: z.ZodType }).innerType;
  return cur;
}

/**
 * A TextInput that knows the field's limit from the schema the server validates with: typing stops
 * at it, a longer pasted value is refused with react-admin's message, and a multiline field shows
 * how many characters are left.
 */
export function TextLimitInput({ schema, source, validate, helperText, ...props }: TextInputProps & { schema: z.ZodObject }) {
  const translate = useTranslate();
  const max = maxLengthOf(schema, source);
  const value = useWatch({ name: source }) as unknown;
  const validators: Validator[] = [...(Array.isArray(validate) ? validate : validate ? [validate] : []), ...(max ? [maxLength(max)] : [])];
  const count = typeof value === 'string' ? value.length : 0;
  const counter = max && props.multiline && helperText === undefined ? translate('app.common.characters_used', { count, max }) : undefined;
  return (
    <TextInput
      source={source}
      validate={validators}
      helperText={counter ?? helperText}
      {...props}
      slotProps={{ ...props.slotProps, htmlInput: { ...(props.slotProps?.htmlInput as object), ...(max ? { maxLength: max } : {}) } }}
    />
  );
}
