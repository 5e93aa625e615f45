import { pdfBudget } from '@pratiche/contracts';
import { pdfBuffer } from '../../../testing/documents';
import { blankPagesPdf, multiPagePdf, pdfPageTexts } from '../../../testing/pdfs';
import { PdfNotWatermarkable, PdfOverBudget } from './pdf-watermark';
import { PdfWorkers, PdfWorkTimedOut } from './pdf-workers';

describe('PdfWorkers: PDF work on worker threads with a time limit', () => {
  let workers: PdfWorkers;
  afterEach(async () => workers.onModuleDestroy());

  it('inspect counts pages and indirect objects in a worker thread', async () => {
    workers = new PdfWorkers();
    const size = await workers.inspect(await multiPagePdf(3));
    expect(size.pages).toBe(3);
    expect(size.objects).toBeGreaterThan(3);
    await expect(workers.inspect(Buffer.from('%PDF-1.4\nnonsense'))).rejects.toBeInstanceOf(PdfNotWatermarkable);
  });

  it('watermark returns the marked copy; a PDF over the page budget is refused before any drawing (the re-check before watermarking)', async () => {
    workers = new PdfWorkers();
    const marked = await workers.watermark(await multiPagePdf(2), 'Scaricato da Prova il 28/11/2026 14:05 - pratica n. 1', new Date());
    expect((await pdfPageTexts(Buffer.from(marked)))[1]).toContain('Scaricato da Prova');
    const refused = workers.watermark(blankPagesPdf(pdfBudget.maxPages + 1), 'x', new Date());
    await expect(refused).rejects.toBeInstanceOf(PdfOverBudget);
    await expect(refused).rejects.toMatchObject({ size: { pages: pdfBudget.maxPages + 1 } });
    await expect(workers.watermark(pdfBuffer(), 'x', new Date())).resolves.toBeInstanceOf(Uint8Array);
  });

  it('a task past its time limit stops with PdfWorkTimedOut, its thread is freed, and the next task runs', async () => {
    workers = new PdfWorkers({ timeLimitMs: 1_000, maxThreads: 1 });
    // About 15 MB: pdf-lib parses it in some 4 s on an idle 2-core machine (a slower one only
    // widens the margin), while a fresh thread's two-page task takes about 0.3 s.
    await expect(workers.inspect(blankPagesPdf(150_000))).rejects.toBeInstanceOf(PdfWorkTimedOut);
    // A fresh thread compiles the worker from sources first, which on a loaded machine can pass the
    // 1 s itself: a few tries. A thread never freed would time every one of them out.
    const small = await multiPagePdf(2);
    const nextTask = async (tries: number): Promise<unknown> => {
      try {
        return await workers.inspect(small);
      } catch (error) {
        if (tries > 1 && error instanceof PdfWorkTimedOut) return nextTask(tries - 1);
        throw error;
      }
    };
    await expect(nextTask(3)).resolves.toMatchObject({ pages: 2 });
  });
});
