import type { ClosingDraft } from '@pratiche/domain';

type Doc = PDFKit.PDFDocument;

const section = (doc: Doc, heading: string, paragraphs: readonly string[]) => {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(heading).moveDown(0.3).font('Helvetica').fontSize(10);
  for (const paragraph of paragraphs) doc.text(paragraph, { align: 'justify' }).moveDown(0.3);
};

/**
 * A closing draft as a PDF (pdfkit: real text, wrapped and paged; its standard Helvetica covers
 * the Italian accents and €). The notice that it is a draft comes right under the title. A
 * stream, ended here, that the response reads. pdfkit loads with the first draft, not when the
 * app boots.
 */
export const closingDraftPdf = async (draft: ClosingDraft): Promise<Doc> => {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 60, info: { Title: draft.title, Subject: draft.notice } });
  doc.font('Helvetica-Bold').fontSize(16).text(draft.title, { align: 'center' });
  doc.moveDown(0.4).font('Helvetica-BoldOblique').fontSize(12).fillColor('#b00020').text(draft.notice, { align: 'center' }).fillColor('black');
  for (const { heading, paragraphs } of draft.sections) section(doc, heading, paragraphs);
  doc.end();
  return doc;
};
