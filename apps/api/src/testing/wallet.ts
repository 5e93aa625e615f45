import { randomUUID } from 'node:crypto';
import { apiRoutes, type CheckoutRequest } from '@pratiche/contracts';
import { walletStreamId, type CreditsSpent } from '@pratiche/domain';
import { EVENT_STORE } from '../infrastructure/database/database.tokens';
import type { PostgresEventStore } from '../infrastructure/event-store/postgres-event-store';
import type { TestApp } from './test-app';

/** What the marketplace appends when a buyer pays for access (its own tests cover the purchase rules). */
export const appendSpending = (t: TestApp, userId: number, credits: number, practiceId: number, hours: number | null) => {
  const data: CreditsSpent['data'] = {
    userId,
    at: new Date().toISOString(),
    credits,
    practiceId,
    accessType: hours ? 'exclusive' : 'base',
    hours,
  };
  const metadata = { actorId: userId, correlationId: randomUUID() };
  return t.app
    .get<PostgresEventStore>(EVENT_STORE)
    .append([{ streamId: walletStreamId(userId), expectedVersion: 'any', events: [{ eventId: randomUUID(), type: 'CreditsSpent', data, metadata }] }]);
};

/** Starts a checkout with the simulated provider and confirms it, as the confirmation page does. */
export const buyWithSimulatedProvider = async (agent: ReturnType<TestApp['agent']>, pkg: CheckoutRequest): Promise<string> => {
  const checkout = await agent.post(apiRoutes.walletCheckout).send(pkg);
  if (checkout.status !== 200) throw new Error(`checkout failed: ${checkout.status}`);
  const sessionId = new URLSearchParams((checkout.body.url as string).split('?')[1]).get('session')!;
  const confirmed = await agent.post(apiRoutes.walletSimulatedCheckoutConfirm(sessionId));
  if (confirmed.status !== 200) throw new Error(`confirmation failed: ${confirmed.status}`);
  return sessionId;
};
