import { Inject, Injectable } from '@nestjs/common';
import { userDecider, userStreamId, type BuyerKind, type StoredDocument, type UserProfile } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../infrastructure/clock/clock';
import { CommandExecutor } from '../../infrastructure/command-handling/command-executor';
import type { RequestContext } from '../../infrastructure/command-handling/request-context';
import type { Database, SqlExecutor } from '../../infrastructure/database/database';
import { DATABASE } from '../../infrastructure/database/database.tokens';
import { Credentials } from './credentials/credentials';
import { UniqueClaims } from './unique-claims';

export type NewAccount = {
  profile: UserProfile;
  passwordHash: string;
  businessDocument: StoredDocument | null;
  initialStatus: 'pending' | 'active';
  /** The buyer kind a cessionario declared on the form (issue 27); absent: none declared (impresa). */
  buyer?: { kind: BuyerKind; registerNumber: string | null };
  /** Metadata of the events; gets the new id, because a person signing up acts as that user. */
  context: (userId: number) => RequestContext;
  /** Further writes of the same transaction (claiming the uploaded visura). */
  alsoInTransaction?: (tx: SqlExecutor, userId: number) => Promise<void>;
};

/**
 * Creates an account in one transaction: unique claims, password hash, extra writes and the
 * RegisterUser events commit together or not at all. Used by sign-up and the first-admin set-up.
 */
@Injectable()
export class UserRegistration {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly executor: CommandExecutor,
    private readonly claims: UniqueClaims,
    private readonly credentials: Credentials,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async register(account: NewAccount): Promise<number> {
    const userId = await this.nextUserId();
    const streamId = userStreamId(userId);
    await this.executor.execute({
      decider: userDecider,
      streamId,
      command: {
        type: 'RegisterUser',
        data: {
          userId,
          at: this.clock().toISOString(),
          ...account.profile,
          businessDocument: account.businessDocument,
          initialStatus: account.initialStatus,
          buyerKind: account.buyer?.kind ?? null,
          registerNumber: account.buyer?.registerNumber ?? null,
        },
      },
      context: account.context(userId),
      alsoInTransaction: async (tx) => {
        await this.claims.claimProfile(tx, streamId, account.profile);
        await this.credentials.setPasswordHash(tx, userId, account.passwordHash);
        await account.alsoInTransaction?.(tx, userId);
      },
    });
    return userId;
  }

  /** Ids from a sequence: the spec shows and searches them (#42). */
  private async nextUserId(): Promise<number> {
    const { rows } = await this.db.query<{ id: number }>("SELECT nextval('user_id_seq')::int AS id");
    return rows[0]!.id;
  }
}
