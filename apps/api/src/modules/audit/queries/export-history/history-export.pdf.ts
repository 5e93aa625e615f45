import type { AuditStreamKind } from '@pratiche/contracts';
import { formatRomeDateTime } from '@pratiche/domain';
import type { AuditExport, ExportedEvent } from '../../../../infrastructure/audit-chain/export/audit-export.schema';

type Doc = PDFKit.PDFDocument;

/** Whose history: the subject as the title names it. */
export const exportSubjectLabels: Record<AuditStreamKind, (id: number) => string> = {
  practice: (id) => `pratica n. ${id}`,
  user: (id) => `utente n. ${id}`,
  wallet: (id) => `portafoglio dell’utente n. ${id}`,
};

/** The first 16 hex digits: enough for a reader to match an event with the signed file. */
const shortHash = (hex: string) => `${hex.slice(0, 16)}…`;

const heading = (doc: Doc, text: string) => doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).text(text).moveDown(0.3).font('Helvetica').fontSize(10);
const line = (doc: Doc, label: string, value: string) => doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
const mono = (doc: Doc, text: string) => doc.font('Courier').fontSize(8.5).text(text).font('Helvetica').fontSize(10);

/** Which checkpoint this reading is bound to, as one line a reader can match with the signed file. */
export const boundCheckpointLine = ({ checkpoint }: AuditExport) =>
  `Legato al checkpoint n. ${checkpoint.sequence ?? '–'} (posizione ${checkpoint.position}, radice ${shortHash(checkpoint.root)})`;

const checkpointBlock = (doc: Doc, { checkpoint }: AuditExport) => {
  heading(doc, 'Checkpoint firmato');
  line(doc, 'Numero del checkpoint', String(checkpoint.sequence ?? '–'));
  line(doc, 'Posizione nel registro', String(checkpoint.position));
  line(doc, 'Eventi sigillati', String(checkpoint.leafCount));
  line(doc, 'Firmato il', `${formatRomeDateTime(checkpoint.createdAt)} (ora italiana)`);
  line(doc, 'Marca temporale RFC 3161', checkpoint.tsaToken ? 'presente nel file firmato' : 'assente');
  doc.font('Helvetica-Bold').text('Radice di Merkle (SHA-256):');
  mono(doc, checkpoint.root);
};

const eventBlock = (doc: Doc, { stored, hash, shown }: ExportedEvent, n: number) => {
  doc
    .moveDown(0.5)
    .font('Helvetica-Bold')
    .text(`${n}. ${formatRomeDateTime(shown.at)} – ${shown.actor.username}`);
  doc.font('Helvetica').text(shown.description);
  mono(doc, `${stored.streamId} v${stored.streamVersion} · posizione ${stored.globalPosition} · hash ${shortHash(hash)}`);
};

const howToVerify = (doc: Doc, file: AuditExport, publicKeyUrl: string) => {
  heading(doc, 'Come verificare questo storico');
  doc.text(
    'Questo documento è la versione leggibile dello storico. La prova è il file firmato (JSON) che il pulsante «Esporta storico firmato» ' +
      'scarica per lo stesso storico: contiene ogni evento così come è registrato, il suo hash SHA-256 concatenato a quello dell’evento ' +
      'precedente, la prova di inclusione nell’albero di Merkle del checkpoint e la firma Ed25519 del checkpoint.',
  );
  doc.moveDown(0.4).text('Per verificarlo senza accedere alla piattaforma, salvare la chiave pubblica pubblicata a questo indirizzo:');
  mono(doc, publicKeyUrl);
  doc.text('ed eseguire, dalla cartella del progetto:');
  mono(doc, `npm run audit:verify-export -- storico-${file.subject.kind}-${file.subject.id}.json --public-key chiave-pubblica.pem`);
  doc
    .moveDown(0.4)
    .text(
      'Il comando risponde se il file è integro e fino a quale checkpoint è coperto; un solo byte modificato lo fa rifiutare, indicando il motivo. ' +
        'Gli hash abbreviati qui sopra sono i primi caratteri del campo «hash» di ciascun evento nel file firmato.',
    );
};

/**
 * The signed history as a document to read (pdfkit, standard Helvetica, as the due-diligence
 * index): what the checkpoint seals, each event's time, actor, description and short hash, and
 * how to verify the signed file. A stream, ended here. pdfkit loads with the first export, not
 * when the app boots.
 */
export const historyExportPdf = async (file: AuditExport, publicKeyUrl: string): Promise<Doc> => {
  const { default: PDFDocument } = await import('pdfkit');
  const subject = exportSubjectLabels[file.subject.kind](file.subject.id);
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Storico firmato - ${subject}` } });
  doc.font('Helvetica-Bold').fontSize(16).text(`Storico firmato – ${subject}`);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Esportato il ${formatRomeDateTime(file.exportedAt)} (ora italiana)`)
    .text(boundCheckpointLine(file));
  checkpointBlock(doc, file);
  heading(doc, `Eventi (${file.events.length})`);
  if (file.events.length === 0) doc.text('Nessun evento registrato.');
  file.events.forEach((event, i) => eventBlock(doc, event, i + 1));
  howToVerify(doc, file, publicKeyUrl);
  doc.end();
  return doc;
};
