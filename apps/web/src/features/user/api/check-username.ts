import { apiRoutes, type ExistsResponse } from '@pratiche/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { duplicateCheckDebounceMs, logCheckFailure } from './duplicate-check';

export function checkUsername(username: string): Promise<ExistsResponse> {
  return apiQuery<ExistsResponse>(apiRoutes.checkUsername(username));
}

export const checkUsernameQueryOptions = (username: string) =>
  queryOptions({
    queryKey: ['check-username', username],
    queryFn: () => logCheckFailure('username', checkUsername(username)),
  });

/** True once the server says the (debounced) username is taken; checked from 3 characters. */
export function useUsernameTaken(username: string | undefined): boolean {
  const value = useDebouncedValue((username ?? '').trim(), duplicateCheckDebounceMs);
  const { data } = useQuery({ ...checkUsernameQueryOptions(value), enabled: value.length >= 3 });
  return value.length >= 3 && value === (username ?? '').trim() && data?.exists === true;
}
