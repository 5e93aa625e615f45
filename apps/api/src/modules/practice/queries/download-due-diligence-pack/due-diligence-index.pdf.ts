import { formatEuroAmount, formatRomeDateTime, italianDate } from '@pratiche/domain';
import type { DueDiligenceIndex, IndexedDocument } from './due-diligence-index';

const yesNo = (value: boolean) => (value ? 'Sì' : 'No');
const person = ({ userId, username }: { userId: number; username: string | null }) => (username ? `${username} (utente ${userId})` : `utente ${userId}`);

type Doc = PDFKit.PDFDocument;

const heading = (doc: Doc, text: string) => doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).text(text).moveDown(0.3).font('Helvetica').fontSize(10);
const line = (doc: Doc, label: string, value: string) => doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);

const documentBlock = (doc: Doc, d: IndexedDocument, n: number) => {
  doc.moveDown(0.5).font('Helvetica-Bold').text(`${n}. ${d.docType.label}`).font('Helvetica');
  line(doc, 'Nome', d.name);
  line(doc, 'Nel fascicolo', d.path ?? 'file non disponibile nell’archivio');
  if (d.issuedOn) line(doc, 'Data di rilascio', italianDate(d.issuedOn));
  const uploaded = [d.uploadedBy ? person(d.uploadedBy) : 'non registrato', d.uploadedAt ? `il ${formatRomeDateTime(d.uploadedAt)}` : null];
  line(doc, 'Caricato da', uploaded.filter(Boolean).join(' '));
  if (d.size !== null) line(doc, 'Dimensione', `${d.size} byte`);
  if (d.sha256 !== null) {
    doc.font('Helvetica-Bold').text('SHA-256:');
    // Courier keeps the 64 digits on one line, as a reader compares them.
    doc.font('Courier').fontSize(9).text(d.sha256).font('Helvetica').fontSize(10);
  }
  if (d.review) {
    const { decision, at, reviewer, reason } = d.review;
    line(doc, 'Verifica', `${decision.label} il ${formatRomeDateTime(at)} da ${person(reviewer)}`);
    if (reason) line(doc, 'Motivo', reason);
  } else line(doc, 'Verifica', 'non ancora verificato');
};

/**
 * `indice.pdf`: the index as a readable document (pdfkit: real text, wrapped and paged; its
 * standard Helvetica covers the Italian accents). A stream, ended here, that the zip reads.
 * pdfkit loads with the first pack, not when the app boots.
 */
export const indexPdf = async (index: DueDiligenceIndex): Promise<Doc> => {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Fascicolo di due diligence - pratica ${index.practiceId}` } });
  doc.font('Helvetica-Bold').fontSize(16).text(`Fascicolo di due diligence – pratica n. ${index.practiceId}`);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Generato il ${formatRomeDateTime(index.generatedAt)}`);
  doc.moveDown(0.6).font('Helvetica-Oblique').text(index.disclaimer).font('Helvetica');

  const { credit, checklist, transferChain } = index;
  heading(doc, 'Credito');
  line(doc, 'Tipo', credit.type.label);
  line(doc, 'Anno', String(credit.year));
  line(doc, 'Importo', formatEuroAmount(credit.amount));
  line(doc, 'Sconto', `${String(credit.discount).replace('.', ',')}%`);
  if (credit.tributeCode) line(doc, 'Codice tributo', credit.tributeCode);

  heading(doc, 'Documenti richiesti');
  line(doc, 'Completezza', `${checklist.completeness}% (documenti richiesti approvati sul totale dei richiesti)`);
  line(doc, 'Documentazione 6-bis completa', yesNo(checklist.documentazione6bisCompleta));
  if (checklist.note) doc.text(checklist.note);
  for (const item of checklist.items) line(doc, item.docType.label, item.status.label);

  heading(doc, `Documenti nel fascicolo (${index.documents.length})`);
  if (index.documents.length === 0) doc.text('Nessun documento.');
  index.documents.forEach((d, i) => documentBlock(doc, d, i + 1));

  heading(doc, 'Piano delle rate');
  if (index.rate.length === 0) doc.text('Nessuna rata: il credito si cede in un unico importo.');
  for (const r of index.rate) line(doc, String(r.year), `${formatEuroAmount(r.amount)} – ${r.status}${r.code ? ` – codice ${r.code}` : ''}`);

  heading(doc, 'Catena delle cessioni');
  line(doc, 'Prima cessione libera già usata', yesNo(transferChain.freeTransferUsed));
  line(doc, 'Cessioni a soggetti qualificati', String(transferChain.qualifiedTransfers));
  line(doc, 'Titolare attuale', transferChain.holderLabel);
  line(doc, 'Può acquistare', transferChain.buyableBy.label);
  doc.end();
  return doc;
};
