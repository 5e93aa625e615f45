const MAX_NAME_LENGTH = 200;

/**
 * The client's file name as a label only: no folders, no control characters, bounded length.
 * A name made of dots alone ('..') would be a path step in a zip archive, so it is replaced too.
 */
export const cleanOriginalName = (name: string, fallback: string): string => {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, MAX_NAME_LENGTH);
  return clean && !/^\.+$/.test(clean) ? clean : fallback;
};
