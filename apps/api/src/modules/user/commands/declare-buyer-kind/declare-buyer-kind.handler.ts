import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userDecider, userStreamId } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { DeclareBuyerKindCommand } from './declare-buyer-kind.command';

/**
 * The decider checks the register number and appends nothing for the declaration already in
 * force, so a repeated or concurrent identical request (re-decided after a version conflict)
 * leaves one `BuyerKindDeclared` and keeps its verification.
 */
@CommandHandler(DeclareBuyerKindCommand)
export class DeclareBuyerKindHandler implements ICommandHandler<DeclareBuyerKindCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, kind, registerNumber, context, correntistaOf }: DeclareBuyerKindCommand): Promise<void> {
    await this.executor.execute({
      decider: userDecider,
      streamId: userStreamId(userId),
      command: { type: 'DeclareBuyerKind', data: { userId, at: this.clock().toISOString(), kind, registerNumber, correntistaOf, by: userId } },
      context,
    });
  }
}
