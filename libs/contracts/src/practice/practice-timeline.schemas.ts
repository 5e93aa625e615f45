import { practiceTimelineKinds } from '@pratiche/domain';
import { z } from 'zod';

/**
 * `GET /api/practices/{id}/timeline`: the practice's story, newest first, in Italian
 * (`practiceTimeline` of libs/domain/src/audit). `at` is ISO 8601; `kind` lets the client pick
 * a colour and an icon; purchases name the buyer only to admins ('Tu' to the buyer himself).
 */
export const practiceTimelineResponseSchema = z.array(
  z.object({ at: z.string(), kind: z.enum(practiceTimelineKinds), title: z.string(), detail: z.string().nullable() }),
);
export type PracticeTimelineResponse = z.infer<typeof practiceTimelineResponseSchema>;
