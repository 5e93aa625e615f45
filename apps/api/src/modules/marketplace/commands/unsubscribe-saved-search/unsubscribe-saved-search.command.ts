import { Command } from '@nestjs/cqrs';

/** The mails' one-click unsubscribe (RFC 8058): the token's search stops mailing; answers its name. */
export class UnsubscribeSavedSearchCommand extends Command<string> {
  constructor(readonly token: string) {
    super();
  }
}
