import { Command } from '@nestjs/cqrs';
import type { PracticeRequest } from '@pratiche/contracts';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';

/** Spec 7 `POST /api/practices`: the signed-in seller submits a practice; answers its new id. */
export class SubmitPracticeCommand extends Command<number> {
  constructor(
    readonly sellerId: number,
    readonly body: PracticeRequest,
    readonly context: RequestContext,
  ) {
    super();
  }
}
