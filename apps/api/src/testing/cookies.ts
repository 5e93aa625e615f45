import { SESSION_COOKIE } from '../infrastructure/sessions/session-cookie';

/** `pratiche.sid`, or `__Host-pratiche.sid` when the cookie is Secure. */
const SESSION_COOKIE_LINE = new RegExp(`^(__Host-)?${SESSION_COOKIE.replace('.', '\\.')}=`);

type WithHeaders = { headers: Record<string, unknown> };

/** The session Set-Cookie line of an answer, or undefined. */
export const sessionSetCookie = (res: WithHeaders): string | undefined => {
  const header = res.headers['set-cookie'];
  const lines = Array.isArray(header) ? (header as string[]) : typeof header === 'string' ? [header] : [];
  return lines.find((line) => SESSION_COOKIE_LINE.test(line));
};

/** `name=value` of the session cookie, to replay it by hand after the agent moved on. */
export const sessionCookie = (res: WithHeaders): string => {
  const line = sessionSetCookie(res);
  if (!line) throw new Error('no session cookie in the answer');
  return line.split(';')[0]!;
};
