/** The text with one character changed: the first one `pattern`'s first group captures becomes `by` of it. */
export const alterOneCharacter = (text: string, pattern: RegExp, by: (c: string) => string): string => {
  const group = new RegExp(pattern.source, 'd').exec(text)?.indices?.[1];
  if (!group) throw new Error(`nothing to alter: ${pattern}`);
  const at = group[0];
  return text.slice(0, at) + by(text[at]!) + text.slice(at + 1);
};

export const otherHexDigit = (c: string) => (c === '0' ? '1' : '0');
export const otherDigit = (c: string) => String((Number(c) + 1) % 10);
export const otherBase64Character = (c: string) => (c === 'A' ? 'B' : 'A');
