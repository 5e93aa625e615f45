import { Command } from '@nestjs/cqrs';
import type { registerRequestSchema } from '@pratiche/contracts';
import type { z } from 'zod';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';

export type RegisterBody = z.output<typeof registerRequestSchema>;

/** Spec 2 /auth "Registrati": a company signs up; the account starts pending. */
export class RegisterUserCommand extends Command<{ userId: number }> {
  constructor(
    readonly body: RegisterBody,
    readonly context: RequestContext,
  ) {
    super();
  }
}
