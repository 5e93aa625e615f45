import { transferProgress } from './api-client';
import { downloadProgressLabel, filenameFromContentDisposition, readBlob } from './download';

describe('filenameFromContentDisposition', () => {
  it('reads a quoted file name', () => {
    expect(filenameFromContentDisposition('attachment; filename="visura camerale.pdf"')).toBe('visura camerale.pdf');
  });

  it('reads an unquoted file name', () => {
    expect(filenameFromContentDisposition('attachment; filename=visura.pdf')).toBe('visura.pdf');
  });

  it('prefers the UTF-8 form when both are present', () => {
    const header = `attachment; filename="visura_citta.pdf"; filename*=UTF-8''visura_citt%C3%A0.pdf`;
    expect(filenameFromContentDisposition(header)).toBe('visura_città.pdf');
  });

  it('gives null when there is no file name', () => {
    expect(filenameFromContentDisposition(null)).toBeNull();
    expect(filenameFromContentDisposition('inline')).toBeNull();
    expect(filenameFromContentDisposition('attachment; filename=""')).toBeNull();
  });
});

describe('readBlob (issue 8: downloads show progress)', () => {
  const body = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]);

  it('reports the percent when the server gives the length, and returns every byte', async () => {
    const seen: (number | null)[] = [];
    const response = new Response(body, { headers: { 'content-length': '8', 'content-type': 'application/zip' } });
    const blob = await readBlob(response, (progress) => seen.push(progress.percent));
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(body);
    expect(blob.type).toBe('application/zip');
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(100);
  });

  it('reports the bytes only when the length is unknown', async () => {
    const seen: { loaded: number; percent: number | null }[] = [];
    await readBlob(new Response(body), ({ loaded, percent }) => seen.push({ loaded, percent }));
    expect(seen.at(-1)).toEqual({ loaded: 8, percent: null });
  });

  it('without a progress listener returns the whole body (a locked stream once broke the drafts and the due-diligence pack)', async () => {
    const blob = await readBlob(new Response(body, { headers: { 'content-type': 'application/pdf' } }));
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(body);
  });
});

describe('transferProgress', () => {
  it('rounds down and never passes 100; an unknown or zero total gives no percent', () => {
    expect(transferProgress(1, 3).percent).toBe(33);
    expect(transferProgress(5, 3).percent).toBe(100);
    expect(transferProgress(5, 0).percent).toBeNull();
    expect(transferProgress(5, null)).toEqual({ loaded: 5, total: null, percent: null });
  });
});

describe('downloadProgressLabel', () => {
  it('says the percent when known, else the megabytes so far, in Italian', () => {
    expect(downloadProgressLabel(null)).toBe('Download in corso...');
    expect(downloadProgressLabel(transferProgress(1, 4))).toBe('Download in corso... 25%');
    expect(downloadProgressLabel(transferProgress(1_572_864, null))).toBe('Download in corso... 1,5 MB');
  });
});
