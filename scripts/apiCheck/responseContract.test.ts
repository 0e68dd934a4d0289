import { ResponseContract, type OpenApiDoc } from './responseContract';

/** A document of two routes, enough to see each way an answer can differ from it. */
const doc: OpenApiDoc = {
  paths: {
    '/api/things': {
      get: {
        responses: {
          200: {
            description: 'A page.',
            headers: { 'X-Total-Count': { required: true, schema: { type: 'integer' } } },
            content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Thing' } } } },
          },
          404: { $ref: '#/components/responses/NotFound' },
        },
      },
    },
    '/api/things/{id}': {
      get: { responses: { 200: { description: 'The file.', content: { 'image/*': {} } } } },
      delete: { responses: { 204: { description: 'Gone.' } } },
    },
    '/api/things/count': {
      get: { responses: { 200: { description: 'n', content: { 'application/json': { schema: { type: 'integer' } } } } } },
    },
  },
  components: {
    responses: { NotFound: { description: 'No.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } } },
    schemas: {
      Thing: { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'integer' } } },
      Error: { type: 'object', required: ['message'], properties: { message: { type: 'string' } } },
    },
  },
};

const contract = new ResponseContract(doc);
const json = (extra: Record<string, string> = {}) => new Headers({ 'content-type': 'application/json; charset=utf-8', ...extra });
const check = (method: string, path: string, status: number, headers: Headers, text: string) =>
  contract.check({ method, path, status, headers, text })?.problem ?? null;

describe('ResponseContract', () => {
  it('passes an answer the document describes, and names what differs in one it does not', () => {
    expect(check('GET', '/api/things?_start=0', 200, json({ 'x-total-count': '1' }), '[{"id":1}]')).toBeNull();
    expect(check('GET', '/api/things', 200, json({ 'x-total-count': '1' }), '[{"id":"1"}]')).toMatch(/\/0\/id must be integer/);
    expect(check('GET', '/api/things', 200, json({ 'x-total-count': '1' }), '[{"id":1,"extra":2}]')).toMatch(
      /additional properties \(extra\)/,
    );
    expect(check('GET', '/api/things', 200, json(), '[]')).toMatch(/no X-Total-Count header/);
    expect(check('GET', '/api/things', 500, json(), '{"message":"x"}')).toMatch(/status 500 is not described/);
    expect(check('GET', '/api/things', 404, json(), '{"nope":1}')).toMatch(/must have required property 'message'/);
  });

  it('prefers a concrete path to a templated one, and holds files to their media types', () => {
    expect(check('GET', '/api/things/count', 200, json(), '3')).toBeNull();
    expect(check('GET', '/api/things/7', 200, new Headers({ 'content-type': 'image/png' }), 'PNG')).toBeNull();
    expect(check('GET', '/api/things/7', 200, json(), '{}')).toMatch(/says image\/\*/);
    expect(check('DELETE', '/api/things/7', 204, new Headers(), '')).toBeNull();
    expect(check('DELETE', '/api/things/7', 204, json(), '{}')).toMatch(/a body where the document describes none/);
  });

  it('takes 404, and the refusals made before routing, for what the document does not describe; nothing else', () => {
    expect(check('PUT', '/api/things/7', 404, json(), '{"message":"Not found."}')).toBeNull();
    expect(check('GET', '/api/elsewhere', 401, json(), '{"message":"Sign in."}')).toBeNull();
    expect(check('PUT', '/api/things/7', 405, json(), '{"message":"No."}')).toMatch(/does not describe this method/);
    expect(check('GET', '/api/elsewhere', 200, json(), '{}')).toMatch(/no such path/);
  });
});
