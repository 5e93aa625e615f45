import { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userQueryKey } from './get-user';
import { isSessionExpired, watchSessionExpiry } from './session-expiry';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const user = { id: 7, username: 'mario' };
const answer = (status: number) =>
  new Response(status === 204 ? null : '{"message":"Utente non autenticato"}', { status, headers: { 'content-type': 'application/json' } });

let queryClient: QueryClient;
let stop: () => void;

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  queryClient = new QueryClient();
  stop = watchSessionExpiry(queryClient);
});
afterEach(() => stop());

const call = () => apiRequest('POST', '/api/user/change-password', {}).catch(() => undefined);

describe('watchSessionExpiry: on a 401 after the session expired, the client returns to /auth and says why', () => {
  it('a 401 while a user is signed in forgets the user and marks the session expired', async () => {
    queryClient.setQueryData(userQueryKey, user);
    fetchMock.mockResolvedValue(answer(401));
    await call();
    expect(queryClient.getQueryData(userQueryKey)).toBeNull();
    expect(isSessionExpired(queryClient)).toBe(true);
  });

  it('a 401 without a signed-in user (a wrong password at sign-in) is not an expiry', async () => {
    queryClient.setQueryData(userQueryKey, null);
    fetchMock.mockResolvedValue(answer(401));
    await call();
    expect(isSessionExpired(queryClient)).toBe(false);
  });

  it('other failures leave the user signed in', async () => {
    queryClient.setQueryData(userQueryKey, user);
    fetchMock.mockResolvedValue(answer(403));
    await call();
    expect(queryClient.getQueryData(userQueryKey)).toEqual(user);
    expect(isSessionExpired(queryClient)).toBe(false);
  });

  it('the mark clears once someone signs in again', async () => {
    queryClient.setQueryData(userQueryKey, user);
    fetchMock.mockResolvedValue(answer(401));
    await call();
    queryClient.setQueryData(userQueryKey, user);
    expect(isSessionExpired(queryClient)).toBe(false);
  });

  it('stops listening once unsubscribed', async () => {
    stop();
    queryClient.setQueryData(userQueryKey, user);
    fetchMock.mockResolvedValue(answer(401));
    await call();
    expect(queryClient.getQueryData(userQueryKey)).toEqual(user);
  });
});
