import { apiRoutes, type WaitingNegotiationsResponse } from '@pratiche/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-client';

/** Under 'practices', so a live notification about a practice refreshes the dashboard's list too. */
export const waitingNegotiationsQueryKey = ['practices', 'negotiations-waiting'] as const;

/** `GET /api/negotiations/waiting`: the reader's negotiations where it is its turn. */
export const useWaitingNegotiations = () =>
  useQuery({ queryKey: waitingNegotiationsQueryKey, queryFn: () => apiQuery<WaitingNegotiationsResponse>(apiRoutes.negotiationsWaiting) });
