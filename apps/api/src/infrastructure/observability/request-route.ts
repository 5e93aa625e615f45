import type { IncomingMessage } from 'node:http';
import { isServerPath } from '../http/web-app';

type RoutedRequest = IncomingMessage & { route?: { path?: unknown }; baseUrl?: string; path?: string; user?: { id?: unknown } };

/**
 * The route template that answered (`/api/practices/:id`), never the concrete URL: ids and query
 * strings (which may hold an e-mail or a reset token) stay out of logs and metric labels, and the
 * label keeps a bounded set of values. `web` for the client's files, `unmatched` for other paths.
 */
export const routeOf = (req: IncomingMessage): string => {
  const routed = req as RoutedRequest;
  const template = routed.route?.path;
  if (typeof template === 'string') return `${routed.baseUrl ?? ''}${template}`;
  return isServerPath(routed.path ?? req.url?.split('?')[0] ?? '') ? 'unmatched' : 'web';
};

/** The signed-in user's id (passport's `req.user`), or null. */
export const userIdOf = (req: IncomingMessage): number | null => {
  const id = (req as RoutedRequest).user?.id;
  return typeof id === 'number' ? id : null;
};
