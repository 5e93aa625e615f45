import { apiRoutes, type AppConfigResponse } from '@pratiche/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-client';

/** Server settings read at run time (the support address of SUPPORT_EMAIL), not baked into the build. */
export function getAppConfig(): Promise<AppConfigResponse> {
  return apiQuery<AppConfigResponse>(apiRoutes.appConfig);
}

export const appConfigQueryOptions = () => queryOptions({ queryKey: ['app-config'] as const, queryFn: getAppConfig });

export function useAppConfig() {
  return useQuery(appConfigQueryOptions());
}
