import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import pdf from 'pdf-parse/lib/pdf-parse.js';

/** A real PDF of `pages` pages, each saying 'Pagina n'; `rotations` turns pages by index (a scanned landscape page). */
export const multiPagePdf = async (pages: number, rotations: Record<number, number> = {}): Promise<Buffer> => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Pagina ${n}`, { x: 72, y: 760, size: 14, font });
    if (rotations[n - 1]) page.setRotation(degrees(rotations[n - 1]!));
  }
  doc.setTitle('Documento di prova');
  return Buffer.from(await doc.save());
};

/**
 * The text of each page, whitespace squeezed. The bytes go in as a plain Uint8Array: pdf.js 1.x
 * misreads a Buffer (it ignores the offset into Node's shared pool).
 */
export const pdfPageTexts = async (bytes: Buffer): Promise<string[]> => {
  const pages: string[] = [];
  await pdf(new Uint8Array(bytes) as Buffer, {
    pagerender: async (page: { getTextContent: () => Promise<{ items: { str: string }[] }> }) => {
      const text = (await page.getTextContent()).items.map((item) => item.str).join(' ');
      pages.push(text.replace(/\s+/g, ' '));
      return text;
    },
  });
  return pages;
};

/** The Info dictionary fields the watermark writes. */
export const pdfMetadata = async (bytes: Buffer) => {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return { subject: doc.getSubject(), keywords: doc.getKeywords(), pages: doc.getPageCount() };
};

/**
 * A PDF of `pages` blank pages written directly (pdf-lib's addPage grows slower with each page):
 * one flat page tree and a classic xref table, in linear time, and `extraObjects` numbers
 * nothing refers to. The cheap, heavy file of a denial-of-service attempt (20,000 pages in 2 MB).
 */
export const blankPagesPdf = (pages: number, extraObjects = 0): Buffer => {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Count ${pages} /Kids [${Array.from({ length: pages }, (_, i) => `${i + 3} 0 R`).join(' ')}] >>`,
    ...Array.from({ length: pages }, () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>'),
    // Objects no page uses: a file can hold any number of them, and each costs the parser.
    ...Array.from({ length: extraObjects }, (_, i) => `${i}`),
  ];
  const parts = ['%PDF-1.4\n'];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, i) => {
    const text = `${i + 1} 0 obj\n${body}\nendobj\n`;
    offsets.push(length);
    parts.push(text);
    length += text.length;
  });
  const xref = ['xref', `0 ${objects.length + 1}`, '0000000000 65535 f ', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `)];
  parts.push(`${xref.join('\n')}\ntrailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`);
  return Buffer.from(parts.join(''), 'latin1');
};
