import { Module } from '@nestjs/common';
import { SessionUserSerializer } from './session-user.serializer';
import { UsersReader } from './users.reader';

/**
 * Who is asking: the session's user, loaded on every request (`@CurrentUser()`), and the user
 * view every capability reads. It imports no capability, so every capability may import it.
 */
@Module({
  providers: [UsersReader, SessionUserSerializer],
  exports: [UsersReader, SessionUserSerializer],
})
export class IdentityModule {}
