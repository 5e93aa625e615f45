import { apiRoutes, type ExistsResponse } from '@pratiche/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { duplicateCheckDebounceMs, logCheckFailure } from './duplicate-check';

export function checkEmail(email: string): Promise<ExistsResponse> {
  return apiQuery<ExistsResponse>(apiRoutes.checkEmail(email));
}

export const checkEmailQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['check-email', email],
    queryFn: () => logCheckFailure('email', checkEmail(email)),
  });

/** True once the server says the (debounced) e-mail is taken; checked once it contains "@". */
export function useEmailTaken(email: string | undefined): boolean {
  // Registration stores e-mails trimmed and lower-cased, so the check compares the same form.
  const current = (email ?? '').trim().toLowerCase();
  const value = useDebouncedValue(current, duplicateCheckDebounceMs);
  const { data } = useQuery({ ...checkEmailQueryOptions(value), enabled: value.includes('@') });
  return value.includes('@') && value === current && data?.exists === true;
}
