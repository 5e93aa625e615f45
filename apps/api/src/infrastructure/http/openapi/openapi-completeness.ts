import type { ApiAccess } from '@pratiche/contracts';
import { accessOf } from './access-rule';
import type { OpenApiDocument } from './openapi-document';
import type { RegisteredRoute } from './registered-routes';

/** `GET /api/x/{id}`: one spelling for a Nest route (`/api/x/:id`) and an OpenAPI path template. */
export const routeKey = (method: string, path: string): string => `${method.toUpperCase()} ${path.replace(/:(\w+)/g, '{$1}')}`;

export type RouteDifferences = {
  /** Routes Nest serves that the document lacks. */
  undocumented: string[];
  /** Documented operations no controller serves. */
  unserved: string[];
  /** Routes whose documented access differs from the handler's policy: `key: served → documented`. */
  accessDiffers: string[];
  /** Rate-limited routes (`@RateLimitPerIp`) whose 429 lacks the limit's message: `key: message`. */
  rateLimitUndocumented: string[];
};

type DocumentedOperation = {
  'x-access'?: ApiAccess;
  responses?: Record<string, { content?: Record<string, { examples?: Record<string, { value?: { message?: string } }> }> }>;
};

const documentedOperations = (document: OpenApiDocument): Map<string, DocumentedOperation> => {
  const operations = new Map<string, DocumentedOperation>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item as Record<string, DocumentedOperation>)) operations.set(routeKey(method, path), operation);
  }
  return operations;
};

/** The Italian messages an operation documents for `status`. */
export const documentedMessages = (operation: Pick<DocumentedOperation, 'responses'> | undefined, status: number): string[] =>
  Object.values(operation?.responses?.[status]?.content?.['application/json']?.examples ?? {}).map((e) => e.value?.message ?? '');

/** What the document and the routes Nest serves disagree about; all empty when the document is complete and true. */
export const compareRoutesWithDocument = (routes: readonly RegisteredRoute[], document: OpenApiDocument): RouteDifferences => {
  const documented = documentedOperations(document);
  const served = new Set(routes.map((r) => routeKey(r.method, r.path)));
  const differences: RouteDifferences = { undocumented: [], unserved: [], accessDiffers: [], rateLimitUndocumented: [] };
  for (const route of routes) {
    const key = routeKey(route.method, route.path);
    const servedAccess = route.policy ? accessOf(route.policy) : 'none';
    const operation = documented.get(key);
    if (!operation) differences.undocumented.push(key);
    else if (operation['x-access'] !== servedAccess) differences.accessDiffers.push(`${key}: ${servedAccess} → ${operation['x-access']}`);
    if (operation && route.rateLimitMessage && !documentedMessages(operation, 429).includes(route.rateLimitMessage))
      differences.rateLimitUndocumented.push(`${key}: ${route.rateLimitMessage}`);
  }
  differences.unserved = [...documented.keys()].filter((key) => !served.has(key));
  return differences;
};
