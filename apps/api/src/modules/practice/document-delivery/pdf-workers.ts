import { availableParallelism } from 'node:os';
import { extname, join } from 'node:path';
import { Inject, Injectable, Optional, type OnModuleDestroy } from '@nestjs/common';
import { pdfBudget } from '@pratiche/contracts';
import { Piscina } from 'piscina';
import { PdfNotWatermarkable, PdfOverBudget, type PdfSize } from './pdf-watermark';
import type { PdfOutcome, PdfTask } from './pdf-worker';

/**
 * Queue wait and work together (piscina times neither alone). A PDF within the budget takes under
 * a second of an idle core, so only a pathological file, or a machine starved of CPU, gets near it.
 */
export const PDF_TIME_LIMIT_MS = 60_000;

/** The task ran past its time limit: its thread was stopped (and replaced when needed). */
export class PdfWorkTimedOut extends Error {
  constructor(limitMs: number) {
    super(`PDF work stopped after ${limitMs} ms`);
    this.name = 'PdfWorkTimedOut';
  }
}

export type PdfWorkersOptions = { timeLimitMs?: number; maxThreads?: number };

/** Optional provider of PdfWorkersOptions (tests shorten the time limit). */
export const PDF_WORKERS_OPTIONS = Symbol('PDF_WORKERS_OPTIONS');

/** Compiled, the worker is the .js beside this file; from the sources (tests, bench) the .ts, compiled as it loads by swc. */
const fromSources = extname(__filename) === '.ts';
const workerOptions = () =>
  fromSources ? { execArgv: ['--require', '@swc-node/register'], env: { ...process.env, SWC_NODE_PROJECT: join(__dirname, '../../../../tsconfig.json') } } : {};

/**
 * PDF work (inspecting an upload, watermarking a buyer's copy) on a pool of worker threads
 * (piscina), never on the thread that answers requests: a heavy PDF slows its own download,
 * not /healthz nor anyone else. One thread less than the cores (at least one), started on
 * demand and stopped when idle. Each task has a time limit from its submission: past it the
 * task leaves the queue, or its thread is terminated, and the caller gets PdfWorkTimedOut.
 */
@Injectable()
export class PdfWorkers implements OnModuleDestroy {
  private readonly pool: Piscina<PdfTask, PdfOutcome>;
  private readonly timeLimitMs: number;

  constructor(@Optional() @Inject(PDF_WORKERS_OPTIONS) options: PdfWorkersOptions = {}) {
    this.timeLimitMs = options.timeLimitMs ?? PDF_TIME_LIMIT_MS;
    this.pool = new Piscina({
      filename: join(__dirname, `pdf-worker${extname(__filename)}`),
      minThreads: 0,
      maxThreads: options.maxThreads ?? Math.max(1, availableParallelism() - 1),
      idleTimeout: 30_000,
      // A 5 MB PDF parsed by pdf-lib takes tens of MB; a file built to take more ends its thread, not the server.
      resourceLimits: { maxOldGenerationSizeMb: 512 },
      ...workerOptions(),
    });
  }

  /** Pages and objects of a PDF; PdfNotWatermarkable when pdf-lib cannot read it. */
  async inspect(bytes: Uint8Array): Promise<PdfSize> {
    const outcome = await this.run({ kind: 'inspect', bytes });
    if (outcome.kind === 'inspected') return outcome.size;
    throw this.failure(outcome);
  }

  /** The watermarked copy (`watermarkPdf`) of a PDF within `pdfBudget`; PdfOverBudget or PdfNotWatermarkable otherwise. */
  async watermark(bytes: Uint8Array, text: string, at: Date): Promise<Uint8Array> {
    const outcome = await this.run({ kind: 'watermark', bytes, text, at: at.toISOString(), budget: pdfBudget });
    if (outcome.kind === 'watermarked') return outcome.bytes;
    throw this.failure(outcome);
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.destroy();
  }

  private async run(task: PdfTask): Promise<PdfOutcome> {
    const limit = AbortSignal.timeout(this.timeLimitMs);
    try {
      return await this.pool.run(task, { signal: limit });
    } catch (error) {
      if (limit.aborted) throw new PdfWorkTimedOut(this.timeLimitMs);
      throw error;
    }
  }

  private failure(outcome: PdfOutcome): Error {
    if (outcome.kind === 'over-budget') return new PdfOverBudget(outcome.size);
    if (outcome.kind === 'unreadable') return new PdfNotWatermarkable(outcome.reason);
    return new Error(`Unexpected PDF outcome ${outcome.kind}`);
  }
}
