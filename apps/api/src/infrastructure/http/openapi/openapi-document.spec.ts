import { apiFileField, apiMessages, apiOperations, apiPathParams, defineOperations, twoFactorMessages } from '@pratiche/contracts';
import { z } from 'zod';
import { buildOpenApiDocument } from './openapi-document';

type Examples = Record<string, { value: { error: string; message: string } }>;
type Operation = {
  description: string;
  'x-access': string;
  security: object[];
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, { schema: { properties: Record<string, object> } }> };
  responses: Record<string, { description: string; content?: Record<string, { examples?: Examples }> }>;
};

const messagesOf = (op: Operation, status: number) =>
  Object.values(op.responses[status]?.content?.['application/json']?.examples ?? {}).map((e) => e.value.message);

const body = z.object({
  name: z.string({ message: 'Nome obbligatorio' }).min(1, 'Nome obbligatorio').max(5, 'Nome troppo lungo'),
  mode: z.enum(['a', 'b'], { message: 'Modo non valido' }),
});
const operations = defineOperations([
  {
    method: 'post',
    path: '/api/things/{id}',
    summary: 'Change a thing',
    access: 'cessionario',
    tag: 'things',
    params: apiPathParams('id'),
    query: z.preprocess((v) => v, z.object({ page: z.coerce.number().int().optional() })),
    body: z.preprocess((v) => v, body),
    responses: { 200: { description: 'The thing', schema: z.object({ id: z.number().int() }) } },
    errors: [{ status: 404, message: 'Cosa non trovata' }],
  },
  {
    method: 'get',
    path: '/api/things/{id}',
    summary: 'Read a thing',
    access: 'active-user',
    tag: 'things',
    params: apiPathParams('id'),
    responses: { 200: { description: 'The thing' } },
    errors: [{ status: 404, message: 'Cosa non trovata' }],
  },
  {
    method: 'post',
    path: '/api/things/{id}/steps/{step}',
    summary: 'Take a step',
    access: 'active-user',
    tag: 'things',
    params: apiPathParams('id').extend({ step: z.enum(['uno', 'due'], { message: 'Passo non valido' }) }),
    responses: { 200: { description: 'The thing' } },
    errors: [],
  },
  {
    method: 'post',
    path: '/api/files',
    summary: 'Upload',
    access: 'admin',
    tag: 'files',
    bodyType: 'multipart',
    body: z.object({ file: apiFileField(), visura: apiFileField().describe('La visura'), files: apiFileField({ multiple: true }).describe('Fino a 3 file') }),
    responses: { 201: { description: 'ok' } },
    errors: [],
  },
  { method: 'get', path: '/api/open', summary: 'Open', access: 'public', tag: 'things', responses: { 200: { description: 'ok' } }, errors: [] },
]);
const document = buildOpenApiDocument(operations, '9.9.9');
const op = (path: string, method: string) => (document.paths as Record<string, Record<string, Operation>>)[path]![method]!;

describe('OpenAPI document generated from the operations registry (issue 31)', () => {
  it('is OpenAPI 3.1 with our title, the given version, one tag per capability and the session cookie scheme', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'Marketplace Pratiche API', version: '9.9.9' });
    expect(document.tags).toEqual([{ name: 'things' }, { name: 'files' }]);
    expect(document.components?.securitySchemes?.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'pratiche.sid' });
  });

  it('writes the access rule as x-access and as a sentence; only closed routes ask for the session', () => {
    expect(op('/api/things/{id}', 'post')).toMatchObject({ 'x-access': 'cessionario', security: [{ session: [] }] });
    expect(op('/api/things/{id}', 'post').description).toContain('buyer (cessionario)');
    expect(op('/api/open', 'get')).toMatchObject({ 'x-access': 'public', security: [] });
  });

  it('turns path and query schemas into parameters and a preprocessed body into its input shape', () => {
    expect(op('/api/things/{id}', 'post').parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
      expect.objectContaining({ name: 'page', in: 'query', required: false }),
    ]);
    expect(Object.keys(op('/api/things/{id}', 'post').requestBody!.content)).toEqual(['application/json']);
    expect(op('/api/things/{id}', 'post').requestBody!.content['application/json']!.schema.properties).toHaveProperty('mode');
  });

  it('400 lists the Italian messages of the schemas and the fallbacks of parseRequest', () => {
    expect(messagesOf(op('/api/things/{id}', 'post'), 400)).toEqual(
      expect.arrayContaining(['Nome obbligatorio', 'Nome troppo lungo', 'Modo non valido', apiMessages.required, apiMessages.invalidValue]),
    );
    expect(op('/api/open', 'get').responses[400]).toBeUndefined();
  });

  it('401 and 403 are those of the access-policy guard; route errors keep their status', () => {
    const thing = op('/api/things/{id}', 'post');
    expect(messagesOf(thing, 401)).toEqual([apiMessages.notAuthenticated]);
    expect(messagesOf(thing, 403)).toEqual([apiMessages.cessionarioOnly, apiMessages.accountNotActive]);
    expect(messagesOf(thing, 404)).toEqual(['Cosa non trovata']);
    expect(messagesOf(op('/api/files', 'post'), 403)).toEqual([apiMessages.adminOnly, apiMessages.accountNotActive, twoFactorMessages.enrolmentRequired]);
    expect(op('/api/open', 'get').responses[401]).toBeUndefined();
  });

  it('a malformed id in the path answers 404, so path ids add no 400; a path parameter with its own message adds only that message', () => {
    expect(op('/api/things/{id}', 'get').responses[400]).toBeUndefined();
    expect(messagesOf(op('/api/things/{id}', 'get'), 404)).toEqual(['Cosa non trovata']);
    expect(messagesOf(op('/api/things/{id}/steps/{step}', 'post'), 400)).toEqual(['Passo non valido']);
  });

  it('a multipart file field is a binary string that keeps its description; a multiple one is an array of them', () => {
    const fields = op('/api/files', 'post').requestBody!.content['multipart/form-data']!.schema.properties;
    expect(fields.file).toEqual({ type: 'string', format: 'binary' });
    expect(fields.visura).toEqual({ type: 'string', format: 'binary', description: 'La visura' });
    expect(fields.files).toEqual({ type: 'array', items: { type: 'string', format: 'binary' }, description: 'Fino a 3 file' });
  });

  it("every error status of the API's operations has its own description (422 among them)", () => {
    const real = buildOpenApiDocument(apiOperations, '1.0.0');
    const responses = Object.values(real.paths ?? {}).flatMap((item) =>
      Object.values(item as Record<string, Operation>).flatMap((operation) => Object.entries(operation.responses)),
    );
    expect(responses.filter(([status]) => status === '422').map(([, r]) => r.description)).toEqual([expect.not.stringMatching(/^Error$/)]);
    expect(responses.filter(([status, r]) => Number(status) >= 400 && r.description === 'Error').map(([status]) => status)).toEqual([]);
  });
});
