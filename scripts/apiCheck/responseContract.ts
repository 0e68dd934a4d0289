import fs from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Json = Record<string, unknown>;
interface Operation {
  responses?: Record<string, Json>;
}
export interface OpenApiDoc {
  paths: Record<string, Record<string, unknown>>;
  components?: { responses?: Record<string, Json>; schemas?: Record<string, Json> };
}

/** One answer as the client received it. */
export interface SeenAnswer {
  method: string;
  /** The path from /api on, query included: `/api/users/3?x=1`. */
  path: string;
  status: number;
  headers: Headers;
  text: string;
}

/** One answer that is not what the document says the route answers. */
export interface ContractViolation {
  /** `GET /api/users/{id}`, or the request path when no route of the document matches. */
  route: string;
  status: number;
  problem: string;
}

/**
 * What server/app.ts refuses before any route is looked up, on any path: a method override (400),
 * no session (401), a blocked address (403), a body over the limit (413) or not JSON (415).
 */
const BEFORE_ROUTING = [400, 401, 403, 413, 415];
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
export const DOCUMENT_FILE = path.resolve(import.meta.dirname, '../../docs/openapi.json');

interface Template {
  path: string;
  pattern: RegExp;
  /** Segments without a parameter: a concrete path wins over a templated one (OpenAPI 3.1, Paths Object). */
  literals: number;
}

/**
 * The document's responses run against real answers, as a validating proxy would: the route is
 * found by method and path template, the status must be one the operation describes, and a JSON
 * body must match that response's schema (ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses it).
 * Each schema is compiled once, on its first answer.
 */
export class ResponseContract {
  private readonly ajv: Ajv2020;
  private readonly templates: Template[];
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly doc: OpenApiDoc) {
    this.ajv = new Ajv2020({ strict: false, validateSchema: false, logger: false });
    // Formats by their shape (`fast`): a date-time that is well formed passes without a calendar check, at half the cost per answer.
    addFormats(this.ajv, { mode: 'fast' });
    this.ajv.addSchema(doc as object, 'openapi.json');
    this.templates = Object.keys(doc.paths)
      .map((p) => ({
        path: p,
        pattern: new RegExp(`^${p.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
        literals: p.split('/').filter((s) => s && !s.startsWith('{')).length,
      }))
      .sort((a, b) => b.literals - a.literals);
  }

  static fromFile(file = DOCUMENT_FILE): ResponseContract {
    return new ResponseContract(JSON.parse(fs.readFileSync(file, 'utf8')) as OpenApiDoc);
  }

  /** The path template a request path (`/api/users/3?x=1`) is served under, if the document has one. */
  templateOf(requestPath: string): string | undefined {
    const pathname = requestPath.split('?')[0];
    return this.templates.find((t) => t.pattern.test(pathname))?.path;
  }

  /** What is wrong with one answer, or null when the document describes it. */
  check({ method, path: requestPath, status, headers, text }: SeenAnswer): ContractViolation | null {
    const contentType = headers.get('content-type');
    const template = this.templateOf(requestPath);
    const lower = method.toLowerCase();
    if (lower === 'head' || lower === 'options') return null; // HTTP's own: HEAD is GET without the body; OPTIONS is CORS.
    const route = `${method.toUpperCase()} ${template ?? requestPath.split('?')[0]}`;
    const operation = template && METHODS.includes(lower) ? (this.doc.paths[template][lower] as Operation | undefined) : undefined;
    if (!operation || !template) {
      // Every method the server answers is described (405s included): any other is no route, 404,
      // unless it was refused before routing, as any request can be.
      if (status === 404 || BEFORE_ROUTING.includes(status)) return this.errorShape(route, status, contentType, text);
      return {
        route,
        status,
        problem: template
          ? `answered ${status}, but the document does not describe this method`
          : 'answered, but the document has no such path',
      };
    }
    const responses = operation.responses ?? {};
    const key = [String(status), `${Math.floor(status / 100)}XX`, 'default'].find((k) => k in responses);
    if (!key) return { route, status, problem: `status ${status} is not described (described: ${Object.keys(responses).join(', ')})` };
    const [response, pointer] = this.resolve(responses[key], `#/paths/${escape(template)}/${lower}/responses/${key}`);
    const missing = Object.entries((response.headers ?? {}) as Record<string, { required?: boolean }>).filter(
      ([name, h]) => h.required && !headers.has(name),
    );
    if (missing.length)
      return { route, status, problem: `no ${missing.map(([name]) => name).join(', ')} header, which the document requires` };
    const content = response.content as Record<string, { schema?: Json }> | undefined;
    if (!content) return text ? { route, status, problem: `a body where the document describes none: ${text.slice(0, 120)}` } : null;
    if (!('application/json' in content)) {
      // Files and images: the media type is the contract (`image/*` a range of them), not a schema.
      const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
      const listed = Object.keys(content).some((t) => t === type || (t.endsWith('/*') && type.startsWith(t.slice(0, -1))));
      return listed
        ? null
        : { route, status, problem: `Content-Type ${contentType ?? '(none)'}, the document says ${Object.keys(content).join(' or ')}` };
    }
    if (!/\bjson\b/.test(contentType ?? '')) {
      return Object.keys(content).length === 1
        ? { route, status, problem: `Content-Type ${contentType ?? '(none)'}, the document says application/json` }
        : null;
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return { route, status, problem: `not JSON: ${text.slice(0, 120)}` };
    }
    const problem = this.schemaProblem(content['application/json'].schema ?? {}, `${pointer}/content/application~1json/schema`, body);
    if (!problem) return null;
    return { route, status, problem: `the body does not match the schema: ${problem}` };
  }

  /**
   * Where a body differs from a schema, or null. A record, or a page of records, is checked by its
   * component's validator, compiled once whichever operations answer it.
   */
  private schemaProblem(schema: Json, pointer: string, body: unknown): string | null {
    const bareRef = (s: unknown) =>
      s && typeof s === 'object' && Object.keys(s).length === 1 && typeof (s as Json).$ref === 'string'
        ? ((s as Json).$ref as string)
        : null;
    const itemsRef = schema.type === 'array' && Object.keys(schema).length === 2 ? bareRef(schema.items) : null;
    if (itemsRef && Array.isArray(body)) {
      const validate = this.validator(itemsRef);
      const at = body.findIndex((item) => !validate(item));
      return at < 0 ? null : describe(validate, `/${at}`);
    }
    const validate = this.validator(bareRef(schema) ?? pointer);
    return validate(body) ? null : describe(validate);
  }

  /** An answer outside any operation: the error shape of the document, `{ message, code? }`. */
  private errorShape(route: string, status: number, contentType: string | null, text: string): ContractViolation | null {
    if (!/\bjson\b/.test(contentType ?? ''))
      return { route, status, problem: `Content-Type ${contentType ?? '(none)'}, the document says application/json` };
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return { route, status, problem: `not JSON: ${text.slice(0, 120)}` };
    }
    const validate = this.validator('#/components/schemas/Error');
    return validate(body) ? null : { route, status, problem: `not the error shape: ${this.ajv.errorsText(validate.errors)}` };
  }

  /** A response object, following a `$ref` to components.responses; and its JSON pointer. */
  private resolve(response: Json, pointer: string): [Json, string] {
    const ref = response.$ref;
    if (typeof ref !== 'string') return [response, pointer];
    const name = ref.replace('#/components/responses/', '');
    const target = this.doc.components?.responses?.[name];
    if (!target) throw new Error(`openapi.json: ${ref} does not resolve`);
    return [target, `#/components/responses/${escape(name)}`];
  }

  private validator(pointer: string): ValidateFunction {
    let validate = this.compiled.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `openapi.json${pointer}` });
      this.compiled.set(pointer, validate);
    }
    return validate;
  }
}

/** A JSON pointer segment (`/api/users` → `~1api~1users`). */
const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** The first thing a validator found wrong, where it is in the body. */
function describe(validate: ValidateFunction, prefix = ''): string {
  const e = validate.errors?.[0];
  if (!e) return 'invalid';
  const extra = e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : '';
  return `${prefix}${e.instancePath || (prefix ? '' : '(body)')} ${e.message ?? ''}${extra}`;
}
