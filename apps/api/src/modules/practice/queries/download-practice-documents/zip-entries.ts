import { extname } from 'node:path';
import { documentCategories, type PracticeDocuments } from '@pratiche/domain';
import { downloadName } from '../../../../infrastructure/uploads/download-name';

export type Entry = { filename: string; name: string };

/** 'a.pdf' taken: 'a (2).pdf', 'a (3).pdf'... */
const numbered = (name: string, n: number) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
};

/**
 * `<category>/<name>`, the name as a single download would carry it (detected extension, no
 * control or bidi characters); two that end up alike (a PNG 'a.pdf' beside an 'a.png') are
 * numbered. Names were cleaned at upload (no folders, no dots-only name), so no entry can
 * climb out of its folder.
 */
export const zipEntries = (documents: PracticeDocuments): Entry[] => {
  const taken = new Set<string>();
  return documentCategories.flatMap((category) =>
    documents[category].map(({ filename, originalName }): Entry => {
      const base = `${category}/${downloadName(originalName, extname(filename), 'documento')}`;
      let name = base;
      for (let n = 2; taken.has(name.toLowerCase()); n++) name = numbered(base, n);
      taken.add(name.toLowerCase());
      return { filename, name };
    }),
  );
};
