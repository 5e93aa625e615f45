import { OpenAPIRegistry, OpenApiGeneratorV31, type ResponseConfig, type RouteConfig, type ZodContentObject } from '@asteasolutions/zod-to-openapi';
import { apiMessages, type ApiError, type ApiOperation } from '@pratiche/contracts';
import { SESSION_COOKIE } from '../../sessions/session-cookie';
import { accessRefusals, accessSentence } from './access-rule';
import { validationMessages } from './validation-messages';

export type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;
type SchemaObject = {
  type?: unknown;
  format?: string;
  $ref?: string;
  description?: string;
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
  required?: string[];
};

const ERROR_SCHEMA = 'ApiErrorBody';
const SESSION_SCHEME = 'session';

const statusDescription: Record<number, string> = {
  400: 'Invalid request',
  401: 'Not signed in, or sign-in refused',
  403: 'Refused',
  404: 'Not found',
  409: 'Conflict with the current state',
  413: 'Too large',
  422: 'The request is understood but cannot be served',
  429: 'Too many requests',
  503: 'Temporarily unavailable',
};

const description = `The HTTP API of Marketplace Pratiche, generated from the zod contracts of \`libs/contracts\`.

**Sessions.** Signing in (\`POST /api/login\`) sets the \`${SESSION_COOKIE}\` cookie (HttpOnly, SameSite=Lax); every other call sends it back.

**CSRF.** Requests that change state must come from the app's own origin: the server refuses a foreign \`Origin\` (or \`Referer\`) with 403.

**Errors.** Every error answers \`{error, message, requestId}\` with the Italian text the user reads; each operation lists its own.

**Admins** without two-factor sign-in (when \`ADMIN_2FA_REQUIRED\` is on) may only read their user and the config, sign out and enrol.`;

/**
 * The 400 answers of the query and body schemas, then the fallbacks of `parseRequest` for fields
 * without a message. A malformed id in the path answers 404 (`parsePracticeId`…, listed in the
 * route's errors): only a path parameter whose schema names its own message answers 400 with it
 * (the closing's `{step}`), never with the fallbacks.
 */
const validationErrors = (op: ApiOperation): ApiError[] => {
  const parsed = [op.query, op.body].filter((s) => s !== undefined);
  const fallbacks = parsed.length > 0 ? [apiMessages.required, apiMessages.invalidValue] : [];
  const messages = [...validationMessages(op.params), ...parsed.flatMap((s) => validationMessages(s)), ...fallbacks];
  return messages.map((message) => ({ status: 400, message }));
};

/** The operation's errors grouped by status, each an example of `ApiErrorBody`; duplicates dropped. */
const errorResponses = (op: ApiOperation): Record<number, ResponseConfig> => {
  const byStatus = new Map<number, Set<string>>();
  for (const { status, message } of [...validationErrors(op), ...accessRefusals(op.access), ...op.errors]) {
    byStatus.set(status, (byStatus.get(status) ?? new Set()).add(message));
  }
  const responses: Record<number, ResponseConfig> = {};
  for (const [status, messages] of [...byStatus].sort(([a], [b]) => a - b)) {
    const examples = Object.fromEntries([...messages].map((message, i) => [`e${i + 1}`, { summary: message, value: { error: message, message } }]));
    responses[status] = {
      description: statusDescription[status] ?? 'Error',
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` }, examples } },
    };
  }
  return responses;
};

const isUntyped = (schema: SchemaObject): boolean => !('type' in schema) && !('$ref' in schema);

/** A binary string, keeping the field's description. */
const binary = (schema: SchemaObject): SchemaObject => ({
  type: 'string',
  format: 'binary',
  ...(schema.description ? { description: schema.description } : {}),
});

/** A multipart field without a type (`apiFileField`) is a file, a binary string; an array of them is a field repeated per file. */
const fileField = (property: SchemaObject): SchemaObject => {
  if (isUntyped(property)) return binary(property);
  if (property.type === 'array' && property.items && isUntyped(property.items)) return { ...property, items: binary(property.items) };
  return property;
};

const multipartSchema = (schema: SchemaObject): SchemaObject => ({
  ...schema,
  properties: Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, fileField(property)])),
});

const successResponses = (op: ApiOperation): Record<number, ResponseConfig> =>
  Object.fromEntries(
    Object.entries(op.responses).map(([status, r]) => [
      status,
      { description: r.description, ...(r.schema || r.contentType ? { content: { [r.contentType ?? 'application/json']: { schema: r.schema ?? {} } } } : {}) },
    ]),
  );

/**
 * The library turns path and query schemas into parameters only with `extendZodWithOpenApi`, which
 * patches zod's prototypes; the schemas stay plain instead: they travel as request bodies of two
 * placeholder media types and `moveParameters` turns their JSON Schemas into parameters.
 */
const PARAMETER_MEDIA = { path: 'x-parameters/path', query: 'x-parameters/query' } as const;

const requestContent = (op: ApiOperation): ZodContentObject => ({
  ...(op.params ? { [PARAMETER_MEDIA.path]: { schema: op.params } } : {}),
  ...(op.query ? { [PARAMETER_MEDIA.query]: { schema: op.query } } : {}),
  ...(op.body ? { [op.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json']: { schema: op.body } } : {}),
});

type GeneratedOperation = { requestBody?: { required?: boolean; content: Record<string, { schema?: SchemaObject }> }; parameters?: object[] };

const parametersOf = (schema: SchemaObject | undefined, location: 'path' | 'query'): object[] =>
  Object.entries(schema?.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (schema?.required ?? []).includes(name),
    schema: property,
  }));

const moveParameters = (operation: GeneratedOperation): void => {
  const content = operation.requestBody?.content ?? {};
  const parameters = [...parametersOf(content[PARAMETER_MEDIA.path]?.schema, 'path'), ...parametersOf(content[PARAMETER_MEDIA.query]?.schema, 'query')];
  delete content[PARAMETER_MEDIA.path];
  delete content[PARAMETER_MEDIA.query];
  if (parameters.length > 0) operation.parameters = parameters;
  if (Object.keys(content).length === 0) delete operation.requestBody;
  else operation.requestBody!.required = true;
};

const routeOf = (op: ApiOperation): RouteConfig => ({
  method: op.method,
  path: op.path,
  summary: op.summary,
  description: [op.description, accessSentence[op.access]].filter(Boolean).join('\n\n'),
  tags: [op.tag],
  'x-access': op.access,
  security: op.access === 'public' ? [] : [{ [SESSION_SCHEME]: [] }],
  request: { body: { content: requestContent(op) } },
  responses: { ...successResponses(op), ...errorResponses(op) },
});

/** What the generator cannot do from plain zod: parameters, and binary file fields of multipart bodies. */
const finish = (document: OpenApiDocument): OpenApiDocument => {
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item) as GeneratedOperation[]) {
      moveParameters(operation);
      const media = operation.requestBody?.content['multipart/form-data'];
      if (media?.schema) media.schema = multipartSchema(media.schema);
    }
  }
  return document;
};

/** The OpenAPI 3.1 document of `operations` (libs/contracts' `apiOperations`). */
export const buildOpenApiDocument = (operations: readonly ApiOperation[], version: string): OpenApiDocument => {
  const registry = new OpenAPIRegistry();
  // `ApiErrorBody` of libs/contracts: `error` and `message` carry the same Italian text.
  registry.registerComponent('schemas', ERROR_SCHEMA, {
    type: 'object',
    required: ['error', 'message'],
    properties: {
      error: { type: 'string', description: 'The Italian message (spec 7 reads either field)' },
      message: { type: 'string', description: 'The Italian message, shown to the user as it is' },
      requestId: { type: 'string', description: "The request's id in the server's logs" },
    },
  });
  registry.registerComponent('securitySchemes', SESSION_SCHEME, {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The session cookie set by `POST /api/login`. State-changing requests must also come from the same origin (CSRF check).',
  });
  for (const op of operations) registry.registerPath(routeOf(op));
  const tags = [...new Set(operations.map((op) => op.tag))].map((name) => ({ name }));
  return finish(
    new OpenApiGeneratorV31(registry.definitions).generateDocument({
      openapi: '3.1.0',
      info: { title: 'Marketplace Pratiche API', version, description },
      tags,
    }),
  );
};
