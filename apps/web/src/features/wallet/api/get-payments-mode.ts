import { apiRoutes, type AppConfigResponse } from '@pratiche/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-client';

/** Whether the server runs the simulated payment provider (`GET /api/config`, shared cache key with the user feature). */
export function usePaymentsSimulated(): boolean {
  const { data } = useQuery({ queryKey: ['app-config'] as const, queryFn: () => apiQuery<AppConfigResponse>(apiRoutes.appConfig) });
  return data?.paymentsSimulated ?? false;
}
