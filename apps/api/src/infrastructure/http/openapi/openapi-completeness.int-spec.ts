import { apiRoutes, authFailureMessages, practiceUploadMessages } from '@pratiche/contracts';
import { walletMessages } from '@pratiche/domain';
import { PasswordGuesses } from '../../../modules/user/credentials/password-guesses';
import { AdminPinAttempts } from '../../../modules/wallet/commands/add-credits/admin-pin-attempts';
import { useTestApp } from '../../../testing/test-app';
import { UploadsInFlight } from '../../uploads/uploads-in-flight';
import { RateLimiters } from '../rate-limits';
import { compareRoutesWithDocument, documentedMessages, routeKey } from './openapi-completeness';
import type { OpenApiDocument } from './openapi-document';
import { registeredRoutes } from './registered-routes';

type Examples = Record<string, { value: { error: string; message: string } }>;
type Operation = { 'x-access'?: string; summary?: string; responses?: Record<string, { content?: Record<string, { examples?: Examples }> }> };

const operationsOf = (document: OpenApiDocument): [string, Operation][] =>
  Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Operation>).map(([method, op]): [string, Operation] => [`${method} ${path}`, op]),
  );

describe('OpenAPI document: complete and true to the routes (issue 31)', () => {
  const t = useTestApp();
  let document: OpenApiDocument;
  beforeAll(async () => {
    const res = await t.request().get(apiRoutes.openApi).expect(200);
    document = res.body as OpenApiDocument;
  });

  it('every route Nest serves is documented with the access of its @Public/@SignedIn/@ActiveUser/@Role, and every operation is served', () => {
    const routes = registeredRoutes(t.app);
    // The enumeration itself finds the app's routes, issue 31's and this controller's among them.
    expect(routes.length).toBeGreaterThan(80);
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['POST /api/login', 'GET /api/practices/:id', 'POST /api/saved-searches', 'GET /api/openapi.json']),
    );
    expect(compareRoutesWithDocument(routes, document)).toEqual({ undocumented: [], unserved: [], accessDiffers: [], rateLimitUndocumented: [] });
  });

  it('every route that counts attempts documents its 429: the exact message where one counter is injected, some 429 for RateLimiters used directly', () => {
    // What each counter answers when it refuses; RateLimiters' message is the caller's (a rate-limit rule's is checked above).
    const counters = new Map<unknown, string | null>([
      [PasswordGuesses, authFailureMessages.tooManyAttempts],
      [AdminPinAttempts, walletMessages.pinLocked],
      [UploadsInFlight, practiceUploadMessages.tooManyInFlight],
      [RateLimiters, null],
    ]);
    const operations = new Map(operationsOf(document).map(([key, op]) => [routeKey(key.split(' ')[0]!, key.split(' ')[1]!), op]));
    const limited = registeredRoutes(t.app).flatMap((route) =>
      (route.injects ?? [])
        .filter((dependency) => counters.has(dependency))
        .map((dependency) => ({ key: routeKey(route.method, route.path), message: counters.get(dependency)! })),
    );
    expect(limited.map((l) => l.key)).toEqual(
      expect.arrayContaining([
        'POST /api/login',
        'POST /api/login/two-factor',
        'POST /api/user/change-password',
        'PATCH /api/admin/users/{id}/credits',
        'POST /api/upload',
      ]),
    );
    const missing = limited.filter(({ key, message }) => {
      const documented = documentedMessages(operations.get(key), 429);
      return message === null ? documented.length === 0 : !documented.includes(message);
    });
    expect(missing).toEqual([]);
  });

  it('is OpenAPI 3.1 of this API; every operation has a summary, an access rule and responses', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Marketplace Pratiche API');
    const incomplete = operationsOf(document).filter(([, op]) => !op.summary || !op['x-access'] || Object.keys(op.responses ?? {}).length === 0);
    expect(incomplete.map(([key]) => key)).toEqual([]);
  });

  it('every error answer carries Italian examples of ApiErrorBody ({error, message}, the same text)', () => {
    const errors = operationsOf(document).flatMap(([key, op]) =>
      Object.entries(op.responses ?? {})
        .filter(([status]) => Number(status) >= 400)
        .map(([status, response]) => ({ key: `${key} ${status}`, examples: Object.values(response.content?.['application/json']?.examples ?? {}) })),
    );
    expect(errors.length).toBeGreaterThan(100);
    expect(errors.filter((e) => e.examples.length === 0).map((e) => e.key)).toEqual([]);
    const wrong = errors.flatMap((e) => e.examples.filter((x) => !x.value.message || x.value.error !== x.value.message).map(() => e.key));
    expect(wrong).toEqual([]);
    // Italian, not zod's English defaults: no example reads like "Required" or "Expected string".
    const english = errors.flatMap((e) =>
      e.examples.filter((x) => /^(Required|Expected|Invalid|String must|Number must)/.test(x.value.message)).map((x) => `${e.key}: ${x.value.message}`),
    );
    expect(english).toEqual([]);
  });

  it('the document and the page are public, built once and served alike to every request', async () => {
    const again = await t.request().get(apiRoutes.openApi).expect(200);
    expect(again.body).toEqual(document);
    const page = await t.request().get(apiRoutes.apiDocs).expect(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('/api/docs/assets/swagger-ui-bundle.js');
    expect(page.text).not.toMatch(/<script>[^<]/);
  });

  it('serves Swagger UI and the init script from this origin; any other file name is 404', async () => {
    const bundle = await t.request().get(`${apiRoutes.apiDocs}/assets/swagger-ui-bundle.js`).expect(200);
    expect(bundle.headers['content-type']).toContain('javascript');
    const init = await t.request().get(`${apiRoutes.apiDocs}/assets/init.js`).expect(200);
    expect(init.text).toContain(apiRoutes.openApi);
    await t.request().get(`${apiRoutes.apiDocs}/assets/package.json`).expect(404);
    await t.request().get(`${apiRoutes.apiDocs}/assets/..%2Fpackage.json`).expect(404);
  });
});
