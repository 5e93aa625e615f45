import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userDecider, userStreamId } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { VerifyBuyerKindCommand } from './verify-buyer-kind.command';

/** The decider refuses one's own account, a kind that needs no verification and a second verification. */
@CommandHandler(VerifyBuyerKindCommand)
export class VerifyBuyerKindHandler implements ICommandHandler<VerifyBuyerKindCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, adminId, kind, registerNumber, context }: VerifyBuyerKindCommand): Promise<void> {
    await this.executor.execute({
      decider: userDecider,
      streamId: userStreamId(userId),
      command: { type: 'VerifyBuyerKind', data: { userId, at: this.clock().toISOString(), by: adminId, kind, registerNumber } },
      context,
    });
  }
}
