import { demoPdf } from './demo-pdf';

describe('demoPdf', () => {
  it('makes PDFs whose cross-reference table points at their objects', () => {
    const pdf = demoPdf('Pratica 12 (asseverazione)').toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => expect(pdf.slice(offset)).toMatch(new RegExp(`^${i + 1} 0 obj`)));
  });
});
