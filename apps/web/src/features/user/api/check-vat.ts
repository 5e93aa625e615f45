import { apiRoutes, type ExistsResponse } from '@pratiche/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { duplicateCheckDebounceMs, logCheckFailure } from './duplicate-check';

export function checkVat(vatNumber: string): Promise<ExistsResponse> {
  return apiQuery<ExistsResponse>(apiRoutes.checkVat(vatNumber));
}

export const checkVatQueryOptions = (vatNumber: string) =>
  queryOptions({
    queryKey: ['check-vat', vatNumber],
    queryFn: () => logCheckFailure('vat', checkVat(vatNumber)),
  });

/** True once the server says the (debounced) VAT number is taken; checked at exactly 11 characters. */
export function useVatTaken(vatNumber: string | undefined): boolean {
  const current = (vatNumber ?? '').trim();
  const value = useDebouncedValue(current, duplicateCheckDebounceMs);
  const { data } = useQuery({ ...checkVatQueryOptions(value), enabled: value.length === 11 });
  return value.length === 11 && value === current && data?.exists === true;
}
