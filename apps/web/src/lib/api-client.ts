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

/** How far a transfer has got: `percent` is null while the total size is unknown. */
export type TransferProgress = { loaded: number; total: number | null; percent: number | null };

/** The progress of `loaded` bytes out of `total` (0 or missing: unknown), as a whole percent. */
export function transferProgress(loaded: number, total: number | null | undefined): TransferProgress {
  const known = total !== null && total !== undefined && total > 0 ? total : null;
  return { loaded, total: known, percent: known === null ? null : Math.min(100, Math.floor((loaded / known) * 100)) };
}

/**
 * A multipart upload with progress (issue 8: uploads show how far they are). fetch cannot
 * report an upload's progress, so this one call uses XMLHttpRequest, with the same cookies,
 * 401 listeners and `ApiError` (the server's Italian message) as `apiRequest`.
 */
export function apiUpload<T>(url: string, form: FormData, onProgress?: (progress: TransferProgress) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.upload.onprogress = (event) => onProgress?.(transferProgress(event.loaded, event.lengthComputable ? event.total : null));
    request.onerror = () => reject(new ApiError('', 0));
    request.onabort = () => reject(new ApiError('', 0));
    request.onload = () => {
      const headers = new Headers();
      for (const line of request
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      const response = { headers, statusText: request.statusText };
      const text = request.responseText;
      if (request.status === 401) unauthorizedListeners.forEach((listener) => listener());
      if (request.status < 200 || request.status >= 300) {
        reject(new ApiError(messageOf(response, text), request.status, headers));
        return;
      }
      try {
        resolve((text ? JSON.parse(text) : undefined) as T);
      } catch {
        reject(new ApiError('', request.status, headers));
      }
    };
    request.send(form);
  });
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
export function messageOf(response: Pick<Response, 'headers' | 'statusText'>, text: string): string {
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
