import { apiRoutes, type PracticeTimelineResponse } from '@pratiche/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../api-client';

export const practiceTimelineQueryKey = (id: number) => ['practice-timeline', id] as const;

/** `GET /api/practices/{id}/timeline`: the practice's story, newest first, already in Italian. */
export function getPracticeTimeline(id: number): Promise<PracticeTimelineResponse> {
  return apiQuery<PracticeTimelineResponse>(apiRoutes.practiceTimeline(id));
}

/**
 * Read again each time a practice is opened (staleTime 0): reviews and purchases are made by
 * other people, in other sessions, so no mutation of this one could invalidate them.
 */
export const practiceTimelineQueryOptions = (id: number) =>
  queryOptions({ queryKey: practiceTimelineQueryKey(id), queryFn: () => getPracticeTimeline(id), staleTime: 0 });

export function usePracticeTimeline(id: number) {
  return useQuery(practiceTimelineQueryOptions(id));
}
