import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { drawableText } from './drawable-text';

/** A PDF pdf-lib cannot rewrite: unreadable, encrypted (pdf-lib does not decrypt), or without pages. */
export class PdfNotWatermarkable extends Error {
  constructor(readonly reason: string) {
    super(`PDF not watermarkable: ${reason}`);
    this.name = 'PdfNotWatermarkable';
  }
}

/** The page and object budget a PDF must keep to be watermarked (`pdfBudget` of the contracts, passed in: the worker loads no workspace library). */
export type PdfBudget = { maxPages: number; maxObjects: number };

/** How big a PDF is for the watermark: its pages and its indirect objects (those in object streams included). */
export type PdfSize = { pages: number; objects: number };

/** A PDF over the budget: refused at upload, and not watermarked when stored before the rule. */
export class PdfOverBudget extends Error {
  constructor(readonly size: PdfSize) {
    super(`PDF over budget: ${size.pages} pages, ${size.objects} objects`);
    this.name = 'PdfOverBudget';
  }
}

export const isOverBudget = ({ pages, objects }: PdfSize, budget: PdfBudget) => pages > budget.maxPages || objects > budget.maxObjects;

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A page tree pdf-lib cannot walk makes the PDF unreadable, not a server error. */
const sizeOf = (doc: PDFDocument): PdfSize => {
  try {
    return { pages: doc.getPageCount(), objects: doc.context.enumerateIndirectObjects().length };
  } catch (error) {
    throw new PdfNotWatermarkable(reason(error));
  }
};

const FONT_SIZE = 8;
const MIN_FONT_SIZE = 4;
/** Distance of the baseline from the page's visible bottom edge, in points. */
const MARGIN = 10;
/** The footer's grey as rgb()'s arguments: pdf-lib is not loaded with this module. */
const INK = [0.35, 0.35, 0.35] as const;

/**
 * One line centred at the bottom of what the reader sees: the crop box, turned by the page's
 * /Rotate (a landscape scan stored as a rotated portrait page gets its footer at the bottom as
 * displayed, reading left to right). Shrunk to fit a narrow page.
 */
const drawFooter = ({ degrees, rgb }: typeof import('pdf-lib'), page: PDFPage, font: PDFFont, text: string) => {
  const { x, y, width, height } = page.getCropBox();
  const rotation = (((page.getRotation().angle % 360) + 360) % 360) as 0 | 90 | 180 | 270;
  const across = rotation % 180 === 0 ? width : height;
  const size = Math.max(MIN_FONT_SIZE, Math.min(FONT_SIZE, (FONT_SIZE * (across - 2 * MARGIN)) / font.widthOfTextAtSize(text, FONT_SIZE)));
  const textWidth = font.widthOfTextAtSize(text, size);
  const origin = {
    0: { x: x + (width - textWidth) / 2, y: y + MARGIN },
    90: { x: x + width - MARGIN, y: y + (height - textWidth) / 2 },
    180: { x: x + (width + textWidth) / 2, y: y + height - MARGIN },
    270: { x: x + MARGIN, y: y + (height + textWidth) / 2 },
  }[rotation];
  page.drawText(text, { ...origin, size, font, color: rgb(...INK), rotate: degrees(rotation) });
};

/**
 * pdf-lib loads here, with the first PDF: the API's main thread imports this file for its error
 * classes only, the PDF work runs in worker threads (pdf-workers.ts).
 */
const loaded = async (bytes: Uint8Array, ignoreEncryption = false): Promise<PDFDocument> => {
  const { PDFDocument } = await import('pdf-lib');
  try {
    // updateMetadata false: the producer and dates stay the author's, but the modification date (below).
    return await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption });
  } catch (error) {
    throw new PdfNotWatermarkable(reason(error));
  }
};

/**
 * Pages and objects of a PDF as stored (an encrypted one is counted too: its structure is in
 * clear). Throws PdfNotWatermarkable when pdf-lib cannot read it.
 */
export const inspectPdf = async (bytes: Uint8Array): Promise<PdfSize> => sizeOf(await loaded(bytes, true));

/**
 * The PDF with `text` drawn at the foot of every page (Helvetica, a standard font: nothing to
 * embed; characters WinAnsi lacks are replaced, `drawableText`) and written into its metadata:
 * Subject and Keywords carry the exact text (Unicode there), the modification date is `at`.
 * Throws PdfNotWatermarkable rather than return the PDF unmarked, and PdfOverBudget (before
 * any drawing) for a PDF over `budget`.
 */
export const watermarkPdf = async (bytes: Uint8Array, text: string, at: Date, budget?: PdfBudget): Promise<Uint8Array> => {
  const doc = await loaded(bytes);
  const size = sizeOf(doc);
  if (budget && isOverBudget(size, budget)) throw new PdfOverBudget(size);
  try {
    const pages = doc.getPages();
    if (pages.length === 0) throw new Error('no pages');
    const lib = await import('pdf-lib');
    const font = await doc.embedFont(lib.StandardFonts.Helvetica);
    const charset = new Set(font.getCharacterSet());
    const line = drawableText(text, (codePoint) => charset.has(codePoint));
    for (const page of pages) drawFooter(lib, page, font, line);
    doc.setSubject(text);
    doc.setKeywords([text]);
    doc.setModificationDate(at);
    return await doc.save({ useObjectStreams: false });
  } catch (error) {
    throw new PdfNotWatermarkable(reason(error));
  }
};
