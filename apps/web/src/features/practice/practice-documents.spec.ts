import { addUploads, checkPracticeFiles, mergeDocuments } from './practice-documents';

const file = (name: string, type = 'application/pdf', size = 1000) => ({ name, type, size });
const doc = (originalName: string, filename = `${originalName}-stored`) => ({ originalName, filename });

describe('practice document uploads (spec 5: 10 files, 5 MB each, PDF/JPEG/PNG)', () => {
  it('accepts PDF, JPEG and PNG files within 5 MB', () => {
    const files = [file('a.pdf'), file('b.jpg', 'image/jpeg'), file('c.PNG', ''), file('d.pdf', 'application/pdf', 5 * 1024 * 1024)];
    expect(checkPracticeFiles(files)).toEqual({ tooMany: false, accepted: files, rejections: [] });
  });

  it('lists each rejected file with its name and reason, and lets the others through', () => {
    const check = checkPracticeFiles([file('ok.pdf'), file('nota.docx', 'application/msword'), file('grande.png', 'image/png', 6 * 1024 * 1024)]);
    expect(check.accepted.map((f) => f.name)).toEqual(['ok.pdf']);
    expect(check.rejections).toEqual([
      { name: 'nota.docx', reason: 'Formato non consentito: sono accettati PDF, JPEG e PNG' },
      { name: 'grande.png', reason: 'Il file supera la dimensione massima di 5MB' },
    ]);
  });

  it("refuses an 11th file: 'Puoi caricare un massimo di 10 file' stops the whole batch", () => {
    const eleven = Array.from({ length: 11 }, (_, i) => file(`f${i}.pdf`));
    expect(checkPracticeFiles(eleven)).toEqual({ tooMany: true, accepted: [], rejections: [] });
    expect(checkPracticeFiles([file('x.pdf')], 10).tooMany).toBe(true);
    expect(checkPracticeFiles([file('x.pdf')], 9).tooMany).toBe(false);
  });
});

describe('documents merged per category by file name (spec 2 /practice/{id}/edit)', () => {
  it('adds new files and replaces one with the same name', () => {
    const existing = { societari: [doc('statuto.pdf', 'old'), doc('visura.pdf')], fiscali: [doc('f24.pdf')] };
    const incoming = { societari: [doc('statuto.pdf', 'new')], fiscali: [doc('asseverazione.pdf')] };
    expect(mergeDocuments(existing, incoming)).toEqual({
      societari: [doc('visura.pdf'), doc('statuto.pdf', 'new')],
      fiscali: [doc('f24.pdf'), doc('asseverazione.pdf')],
    });
  });

  it('keeps categories apart: the same name in the other category is another document', () => {
    const merged = mergeDocuments({ societari: [doc('a.pdf', '1')], fiscali: [] }, { societari: [], fiscali: [doc('a.pdf', '2')] });
    expect(merged).toEqual({ societari: [doc('a.pdf', '1')], fiscali: [doc('a.pdf', '2')] });
  });

  it('a second upload of the same name within the session replaces the first', () => {
    expect(addUploads([doc('a.pdf', '1'), doc('b.pdf')], [doc('a.pdf', '2')])).toEqual([doc('b.pdf'), doc('a.pdf', '2')]);
  });
});
