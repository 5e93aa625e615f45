import type { PracticeTimelineEntry } from '@pratiche/domain';

/**
 * `GET /api/practices/{id}/timeline`: the practice's story, newest first, in Italian
 * (`practiceTimeline` of libs/domain/src/audit). `at` is ISO 8601; `kind` lets the client pick
 * a colour and an icon; purchases name the buyer only to admins ('Tu' to the buyer himself).
 */
export type PracticeTimelineResponse = PracticeTimelineEntry[];
