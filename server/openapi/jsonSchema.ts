import { createHash } from 'node:crypto';
import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * Zod schemas as OpenAPI 3.1's JSON Schema (draft 2020-12), by zod's own converter: `input` for
 * what a client sends (before transforms and defaults), `output` for what the server answers.
 * Refinements zod cannot express (at most 2 decimals) stay server checks, named in descriptions.
 * One per document (openApiDocument): the definitions it hoists belong to that document.
 */
export class JsonSchemas {
  /** Definitions zod emits under `$defs` (recursive ones: z.json()), moved to components.schemas. */
  readonly hoisted: Record<string, JsonSchema> = {};

  of(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const out = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
    delete out.$schema;
    return this.#hoistDefinitions(out);
  }

  /** The query parameters of an object schema (GET /statistics), one per property. */
  queryParameters(schema: z.ZodObject): Record<string, unknown>[] {
    const { properties = {}, required = [] } = this.of(schema, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    return Object.entries(properties).map(([name, s]) => ({ name, in: 'query', required: required.includes(name), schema: s }));
  }

  /**
   * `#/$defs/x` resolves against the whole document in OpenAPI, not the schema it sits in: each
   * definition moves to components.schemas under a name from its content (the same shape twice is
   * one component), and the references follow it.
   */
  #hoistDefinitions(schema: JsonSchema): JsonSchema {
    const defs = schema.$defs as Record<string, JsonSchema> | undefined;
    if (!defs) return schema;
    delete schema.$defs;
    const names = new Map<string, string>();
    for (const [local, def] of Object.entries(defs)) {
      const shape = JSON.stringify(def).replaceAll(`"#/$defs/${local}"`, '"#self"');
      names.set(local, `Json${createHash('sha1').update(shape).digest('hex').slice(0, 8)}`);
    }
    const rewrite = (text: string) =>
      text.replace(/"#\/\$defs\/([^"]+)"/g, (_m, local: string) => `"#/components/schemas/${names.get(local)}"`);
    for (const [local, def] of Object.entries(defs))
      this.hoisted[names.get(local)!] = JSON.parse(rewrite(JSON.stringify(def))) as JsonSchema;
    return JSON.parse(rewrite(JSON.stringify(schema))) as JsonSchema;
  }
}
