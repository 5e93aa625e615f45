import { PDFDocument } from 'pdf-lib';
import { pdfBuffer } from '../../../testing/documents';
import { multiPagePdf, pdfMetadata, pdfPageTexts } from '../../../testing/pdfs';
import { downloadFooter } from './download-footer';
import { drawableText } from './drawable-text';
import { PdfNotWatermarkable, watermarkPdf } from './pdf-watermark';

const at = new Date('2026-11-28T13:05:00Z');

describe('downloadFooter (issue 30: the watermark text)', () => {
  it("reads 'Scaricato da {azienda} il {data e ora} - pratica n. {id}' in Italian time", () => {
    expect(downloadFooter(' Rossi Costruzioni S.r.l. ', at, 42)).toBe('Scaricato da Rossi Costruzioni S.r.l. il 28/11/2026 14:05 - pratica n. 42');
    // Summer time: UTC+2.
    expect(downloadFooter('Bianchi SpA', new Date('2026-07-01T12:00:00Z'), 7)).toBe('Scaricato da Bianchi SpA il 01/07/2026 14:00 - pratica n. 7');
  });

  it('drawableText keeps what the font has, drops accents it lacks, and replaces the rest with ?', () => {
    const latin1 = (codePoint: number) => codePoint < 0x100;
    expect(drawableText('Società Łódź 中文 «€»', latin1)).toBe('Società Lódz ?? «?»');
  });
});

describe('watermarkPdf (issue 30: the footer on every page and in the metadata)', () => {
  const text = downloadFooter('Rossi Costruzioni S.r.l.', at, 42);

  it('every page carries the footer, rotated pages included; Subject and Keywords carry it; the pages keep their content', async () => {
    const original = await multiPagePdf(3, { 1: 90 });
    const marked = Buffer.from(await watermarkPdf(original, text, at));
    const pages = await pdfPageTexts(marked);
    expect(pages).toHaveLength(3);
    pages.forEach((page, i) => {
      expect(page).toContain(text);
      expect(page).toContain(`Pagina ${i + 1}`);
    });
    expect(await pdfMetadata(marked)).toEqual({ subject: text, keywords: text, pages: 3 });
    expect((await PDFDocument.load(marked, { updateMetadata: false })).getModificationDate()).toEqual(at);
  });

  it('a company name outside WinAnsi is drawn with replacements, and kept whole in the metadata', async () => {
    const unicode = downloadFooter('Łódź Trading 株式会社', at, 42);
    const marked = Buffer.from(await watermarkPdf(await multiPagePdf(1), unicode, at));
    expect((await pdfPageTexts(marked))[0]).toContain('Scaricato da Lódz Trading ???? il 28/11/2026 14:05 - pratica n. 42');
    expect((await pdfMetadata(marked)).subject).toBe(unicode);
  });

  it('the one-page test PDF of the fixtures, padded after its end, is watermarked too', async () => {
    expect(await pdfPageTexts(Buffer.from(await watermarkPdf(pdfBuffer(300_000), text, at)))).toEqual([expect.stringContaining(text)]);
  });

  it.each([
    ['not a PDF at all', Buffer.from('%PDF-1.4 garbage')],
    ['no page tree', Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1')],
    [
      'encrypted (pdf-lib cannot decrypt)',
      Buffer.from(pdfBuffer().toString('latin1').replace('/Root 1 0 R', '/Root 1 0 R /Encrypt << /Filter /Standard /V 1 /R 2 >>'), 'latin1'),
    ],
  ])('%s: PdfNotWatermarkable, never the PDF unmarked', async (_case, bytes) => {
    await expect(watermarkPdf(bytes, text, at)).rejects.toBeInstanceOf(PdfNotWatermarkable);
  });
});
