import { ApiError, apiQuery, apiRequest, errorMessage } from './api-client';

type Answer = { status: number; body?: string; type?: string; statusText?: string };

function answer({ status, body = '', type, statusText = '' }: Answer): Response {
  const headers = type ? { 'content-type': type } : undefined;
  return new Response(status === 204 ? null : body, { status, statusText, headers });
}

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
  }
  throw new Error('expected an ApiError');
}

describe('apiRequest', () => {
  it('sends cookies and a JSON body, and parses the JSON answer', async () => {
    fetchMock.mockResolvedValue(answer({ status: 200, body: '{"id":1}', type: 'application/json' }));
    await expect(apiRequest('POST', '/api/login', { username: 'mario' })).resolves.toEqual({ id: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/login');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"username":"mario"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends FormData as it is, letting the browser set the multipart boundary', async () => {
    fetchMock.mockResolvedValue(answer({ status: 200, body: '{}', type: 'application/json' }));
    const form = new FormData();
    await apiRequest('POST', '/api/upload-business-document', form);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('answers undefined for an empty body', async () => {
    fetchMock.mockResolvedValue(answer({ status: 204 }));
    await expect(apiRequest('POST', '/api/logout')).resolves.toBeUndefined();
  });

  it.each<[string, Answer, string]>([
    ['the JSON message', { status: 400, body: '{"error":"Dato errato","message":"Dato errato"}', type: 'application/json' }, 'Dato errato'],
    [
      'message before a framework error name',
      { status: 400, body: '{"error":"Bad Request","message":"Campo errato"}', type: 'application/json' },
      'Campo errato',
    ],
    ['a list of messages joined', { status: 400, body: '{"message":["uno","due"]}', type: 'application/json' }, 'uno, due'],
    ['the error field alone', { status: 409, body: '{"error":"Utente già registrato"}', type: 'application/json' }, 'Utente già registrato'],
    ['the body text', { status: 500, body: 'Errore interno', type: 'text/plain' }, 'Errore interno'],
    ['the status text for an empty body', { status: 503, statusText: 'Service Unavailable' }, 'Service Unavailable'],
    ['the status text for an HTML page', { status: 502, body: '<html>Bad gateway</html>', type: 'text/html', statusText: 'Bad Gateway' }, 'Bad Gateway'],
    [
      'the status text for JSON without a message',
      { status: 500, body: '{}', type: 'application/json', statusText: 'Internal Server Error' },
      'Internal Server Error',
    ],
  ])('turns a failure into an error with %s', async (_name, reply, message) => {
    fetchMock.mockResolvedValue(answer(reply));
    const error = await failureOf(apiRequest('GET', '/api/x'));
    expect(error.message).toBe(message);
    expect(error.status).toBe(reply.status);
  });

  it('keeps the headers of a failure for callers that read them', async () => {
    fetchMock.mockResolvedValue(
      new Response('{"message":"no"}', {
        status: 401,
        headers: { 'content-type': 'application/json', 'X-Auth-Failure-Reason': 'PASSWORD_WRONG' },
      }),
    );
    const error = await failureOf(apiRequest('POST', '/api/login', {}));
    expect(error.headers.get('x-auth-failure-reason')).toBe('PASSWORD_WRONG');
  });

  it('turns a network failure into an error without text, so the caller falls back', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failureOf(apiRequest('GET', '/api/user'));
    expect(error.status).toBe(0);
    expect(errorMessage(error, "Errore durante l'accesso")).toBe("Errore durante l'accesso");
  });
});

describe('apiQuery', () => {
  it('throws on 401 by default', async () => {
    fetchMock.mockResolvedValue(answer({ status: 401, body: '{"message":"Non autenticato"}', type: 'application/json' }));
    expect((await failureOf(apiQuery('/api/user'))).status).toBe(401);
  });

  it('returns null on 401 when asked to', async () => {
    fetchMock.mockResolvedValue(answer({ status: 401 }));
    await expect(apiQuery('/api/user', { on401: 'returnNull' })).resolves.toBeNull();
  });

  it('still throws other failures when returning null on 401', async () => {
    fetchMock.mockResolvedValue(answer({ status: 500, body: 'guasto', type: 'text/plain' }));
    expect((await failureOf(apiQuery('/api/user', { on401: 'returnNull' }))).message).toBe('guasto');
  });
});
