import { apiMessageResponseSchema, apiPathParams, defineOperations } from '@pratiche/contracts';
import { compareRoutesWithDocument, routeKey } from './openapi-completeness';
import { buildOpenApiDocument } from './openapi-document';
import type { RegisteredRoute } from './registered-routes';

const operations = defineOperations([
  {
    method: 'get',
    path: '/api/things',
    summary: 'List',
    access: 'signed-in',
    tag: 't',
    responses: { 200: { description: 'ok' } },
    errors: [{ status: 429, message: 'Troppe richieste' }],
  },
  {
    method: 'delete',
    path: '/api/things/{id}',
    summary: 'Delete',
    access: 'admin',
    tag: 't',
    params: apiPathParams('id'),
    responses: { 200: { description: 'ok', schema: apiMessageResponseSchema } },
    errors: [],
  },
]);
const document = buildOpenApiDocument(operations, '1.0.0');
const route = (method: string, path: string, policy: RegisteredRoute['policy']): RegisteredRoute => ({ method, path, handler: 'X.y', policy });
const served = [route('GET', '/api/things', { kind: 'signed-in' }), route('DELETE', '/api/things/:id', { kind: 'role', role: 'admin' })];

describe('OpenAPI completeness: the routes Nest serves against the document (issue 31)', () => {
  it('writes a Nest path and an OpenAPI template alike', () => {
    expect(routeKey('DELETE', '/api/things/:id')).toBe('DELETE /api/things/{id}');
    expect(routeKey('delete', '/api/things/{id}')).toBe('DELETE /api/things/{id}');
  });

  it('finds nothing when every route is documented with its access', () => {
    expect(compareRoutesWithDocument(served, document)).toEqual({ undocumented: [], unserved: [], accessDiffers: [], rateLimitUndocumented: [] });
  });

  it('a route missing from the document is reported', () => {
    const withNewRoute = [...served, route('POST', '/api/things/:id/archive', { kind: 'role', role: 'cedente' })];
    expect(compareRoutesWithDocument(withNewRoute, document).undocumented).toEqual(['POST /api/things/{id}/archive']);
  });

  it('a documented operation no controller serves is reported', () => {
    expect(compareRoutesWithDocument(served.slice(0, 1), document).unserved).toEqual(['DELETE /api/things/{id}']);
  });

  it("a rate-limited route is reported unless its 429 names the limit's exact message", () => {
    const limited = (message: string) => [
      { ...served[0]!, rateLimitMessage: message },
      { ...served[1]!, rateLimitMessage: 'Troppe richieste' },
    ];
    expect(compareRoutesWithDocument(limited('Troppe richieste'), document).rateLimitUndocumented).toEqual(['DELETE /api/things/{id}: Troppe richieste']);
    expect(compareRoutesWithDocument(limited('Troppi download'), document).rateLimitUndocumented).toEqual([
      'GET /api/things: Troppi download',
      'DELETE /api/things/{id}: Troppe richieste',
    ]);
  });

  it('an access rule that differs from the handler policy is reported, and so is a route without one', () => {
    const loosened = [route('GET', '/api/things', { kind: 'public' }), route('DELETE', '/api/things/:id', undefined)];
    expect(compareRoutesWithDocument(loosened, document).accessDiffers).toEqual([
      'GET /api/things: public → signed-in',
      'DELETE /api/things/{id}: none → admin',
    ]);
  });
});
