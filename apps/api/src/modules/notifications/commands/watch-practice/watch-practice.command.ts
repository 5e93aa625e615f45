import { Command } from '@nestjs/cqrs';

/** 'Avvisami' on (`watching`) or off for a practice under someone else's exclusivity. */
export class WatchPracticeCommand extends Command<void> {
  constructor(
    readonly userId: number,
    readonly practiceId: number,
    readonly watching: boolean,
  ) {
    super();
  }
}
