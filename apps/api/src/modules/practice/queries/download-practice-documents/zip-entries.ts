import { extname } from 'node:path';
import { documentCategories, type DocumentCategory, type StoredDocument } from '@pratiche/domain';
import { downloadName } from '../../../../infrastructure/uploads/download-name';

/** One file of the zip: the stored `filename` written under `name`; `document` is what the caller listed, under `category`. */
export type Entry<D extends StoredDocument = StoredDocument> = { document: D; category: DocumentCategory; filename: string; name: string };

/** 'a.pdf' taken: 'a (2).pdf', 'a (3).pdf'... */
const numbered = (name: string, n: number) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
};

/**
 * `<folder>/<name>`, the folder being the category unless `folderOf` says otherwise (the
 * due-diligence pack adds the type), the name as a single download would carry it (detected
 * extension, no control or bidi characters); two that end up alike (a PNG 'a.pdf' beside an
 * 'a.png') are numbered. Names were cleaned at upload (no folders, no dots-only name), so no
 * entry can climb out of its folder; folders are ours.
 */
export const zipEntries = <D extends StoredDocument>(
  documents: Readonly<Record<DocumentCategory, readonly D[]>>,
  folderOf: (category: DocumentCategory, document: D) => string = (category) => category,
): Entry<D>[] => {
  const taken = new Set<string>();
  return documentCategories.flatMap((category) =>
    documents[category].map((document): Entry<D> => {
      const base = `${folderOf(category, document)}/${downloadName(document.originalName, extname(document.filename), 'documento')}`;
      let name = base;
      for (let n = 2; taken.has(name.toLowerCase()); n++) name = numbered(base, n);
      taken.add(name.toLowerCase());
      return { document, category, filename: document.filename, name };
    }),
  );
};
