// No imports: the watermark worker loads this file on its own (pdf-watermark.ts).

/** Latin letters whose stroke no Unicode decomposition removes. */
const BARE_LETTERS: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i' };

/**
 * The text with every character `canDraw` refuses replaced: accents a standard font has are kept,
 * others lose their accent ('Łódź' -> 'Lódz' in WinAnsi), and what is left becomes '?', so a
 * company name in any script still downloads.
 */
export const drawableText = (text: string, canDraw: (codePoint: number) => boolean): string =>
  Array.from(text.normalize('NFC'))
    .map((char) => {
      if (canDraw(char.codePointAt(0)!)) return char;
      const bare = BARE_LETTERS[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '');
      return Array.from(bare).every((c) => canDraw(c.codePointAt(0)!)) && bare !== '' ? bare : '?';
    })
    .join('');
