import type { AddressInfo } from 'node:net';
import { apiRoutes } from '@pratiche/contracts';
import { createApprovedPractice, createFastUser } from '../apps/api/src/testing/marketplace';
import { createTestApp } from '../apps/api/src/testing/test-app';
import { latencies, REQUESTS } from './http-timing';
import { percentile, reportWhenRun, type BenchLine } from './report';

const PRACTICES = 1_000;
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Issue 48: the spec's unpaginated marketplace array (`GET /api/marketplace`, every approved
 * practice with its credit terms) over 1,000 practices written through the API's own events,
 * read by a buyer through loopback HTTP on PostgreSQL, REQUESTS times in a row, each timed to its
 * last byte; and the API process's CPU per read (the client in this process only reads the bytes).
 */
export const benchMarketplaceArray = async (): Promise<BenchLine[]> => {
  process.env.DATABASE_URL = serverUrl;
  const t = await createTestApp();
  try {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    const buyer = await createFastUser(t);
    for (let i = 0; i < PRACTICES; i += 50) await Promise.all(Array.from({ length: 50 }, () => createApprovedPractice(t, seller.id)));
    await t.app.listen(0, '127.0.0.1');
    const url = `http://127.0.0.1:${(t.http.address() as AddressInfo).port}${apiRoutes.marketplace}`;
    await latencies(url, buyer.cookie);
    const before = process.cpuUsage();
    const samples = await latencies(url, buyer.cookie);
    const cpu = process.cpuUsage(before);
    const at = `${PRACTICES.toLocaleString('en')} practices, PostgreSQL`;
    return [
      { name: `marketplace array, median (${at})`, value: percentile(samples, 0.5), unit: 'ms' },
      { name: `marketplace array, p99 (${at})`, value: percentile(samples, 0.99), unit: 'ms', target: 150, lowerIsBetter: true },
      { name: `marketplace array, CPU per read, API process (${at})`, value: (cpu.user + cpu.system) / 1000 / REQUESTS, unit: 'ms' },
    ];
  } finally {
    await t.close();
  }
};

reportWhenRun(module, benchMarketplaceArray);
