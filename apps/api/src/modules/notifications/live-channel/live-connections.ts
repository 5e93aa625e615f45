import { Injectable } from '@nestjs/common';
import { liveChannelMessages, liveCloseCodes } from '@pratiche/contracts';
import { MetricsService } from '../../../infrastructure/observability/metrics.service';
import type { LiveConnection } from './live-connection';

/**
 * The live connections of this process: all open ones (for the heartbeat and shutdown) and,
 * indexed by user, those that passed the auth message (the only ones notifications reach).
 */
@Injectable()
export class LiveConnections {
  private readonly open = new Set<LiveConnection>();
  private readonly byUser = new Map<number, Set<LiveConnection>>();

  constructor(private readonly metrics: MetricsService) {}

  opened(connection: LiveConnection): void {
    this.open.add(connection);
    this.metrics.liveConnections.set(this.open.size);
  }

  authenticated(connection: LiveConnection): void {
    const userId = connection.session.userId;
    this.byUser.set(userId, (this.byUser.get(userId) ?? new Set()).add(connection));
  }

  closed(connection: LiveConnection): void {
    this.open.delete(connection);
    this.metrics.liveConnections.set(this.open.size);
    const ofUser = this.byUser.get(connection.session.userId);
    ofUser?.delete(connection);
    if (ofUser?.size === 0) this.byUser.delete(connection.session.userId);
  }

  ofUser(userId: number): LiveConnection[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  /** A signed-out (or blocked, or expired) session must stop hearing its user's notifications. */
  endSessions(sessionIds: readonly string[]): void {
    const ended = new Set(sessionIds);
    for (const connection of this.open) {
      if (ended.has(connection.session.sessionId)) connection.end(liveCloseCodes.policyViolation, liveChannelMessages.sessionEnded);
    }
  }

  probeAll(): void {
    for (const connection of this.open) connection.probe();
  }

  /** Resolves once every connection is closed; the HTTP server cannot close before that. */
  closeAll(): Promise<void> {
    return Promise.all([...this.open].map((connection) => connection.shutDown())).then(() => undefined);
  }
}
