/**
 * The one HTTP client of the web app (spec 7): cookies on every call, JSON bodies,
 * and a non-OK answer turned into an `ApiError` carrying the server's Italian message.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly headers: Headers = new Headers(),
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The message to show for a failure, or the caller's Italian fallback when the server said nothing useful. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() ? error.message : fallback;
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Calls `listener` on every 401 answer, before the caller sees the error, so the app can tell
 * that a session ended on the server (features/user/api/session-expiry.ts). Returns the unsubscribe.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/**
 * Sends a request and returns the raw response when it is OK.
 * `body` may be FormData (multipart: the browser sets the boundary) or any JSON-serialisable value.
 */
export async function apiFetch(method: Method, url: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {};
  const init: RequestInit = { method, credentials: 'include', headers };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    // Network failure: no server text exists, so callers show their own Italian fallback.
    throw new ApiError('', 0);
  }
  if (response.status === 401) unauthorizedListeners.forEach((listener) => listener());
  if (!response.ok) throw await toApiError(response);
  return response;
}

/** Sends a request and parses its JSON answer (an empty answer yields `undefined`). */
export async function apiRequest<T>(method: Method, url: string, body?: unknown): Promise<T> {
  const response = await apiFetch(method, url, body);
  return readJson<T>(response);
}

type QueryOptions = { on401?: 'throw' | 'returnNull' };

/** GET for queries; `on401: 'returnNull'` makes "not signed in" a value instead of an error. */
export function apiQuery<T>(url: string, options: { on401: 'returnNull' }): Promise<T | null>;
export function apiQuery<T>(url: string, options?: { on401?: 'throw' }): Promise<T>;
export async function apiQuery<T>(url: string, options: QueryOptions = {}): Promise<T | null> {
  try {
    return await apiRequest<T>('GET', url);
  } catch (error) {
    if (options.on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  return new ApiError(messageOf(response, text), response.status, response.headers);
}

/**
 * Spec 7: the body's message when JSON, else the body text, else the status text.
 * `message` is read before `error` because a framework-default body puts the English status
 * name in `error` ("Bad Request") and the detail in `message`; ours carries the same text in both.
 * An HTML body (a proxy's error page) is never shown to the user.
 */
export function messageOf(response: Response, text: string): string {
  const type = response.headers.get('content-type') ?? '';
  // A JSON body without a message is structure, not text for a person.
  if (type.includes('json')) return jsonMessage(text) ?? response.statusText;
  if (text.trim() && !type.includes('html')) return text.trim();
  return response.statusText;
}

function jsonMessage(text: string): string | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const { message, error } = body as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message.trim()) return message;
  if (Array.isArray(message) && message.length > 0) return message.join(', ');
  if (typeof error === 'string' && error.trim()) return error;
  return null;
}
