/**
 * pdf-lib's standard fonts only encode WinAnsi (Windows-1252). The texts are written with ordinary Latin characters,
 * but copy pasted from elsewhere (or produced by Intl) can carry characters outside that set: they are mapped to their
 * closest WinAnsi equivalent here, and anything still unknown makes the build fail instead of printing a wrong glyph.
 */
const REPLACEMENTS: Record<string, string> = {
  '\u202f': '\u00a0', // narrow no-break space (Intl uses it in some formats)
  '\u2009': ' ', // thin space
  '\u2007': ' ', // figure space
  '\u2010': '-', // hyphen
  '\u2011': '-', // non-breaking hyphen
  '\u2012': '\u2013', // figure dash
  '\u2212': '-', // minus sign
  '\u2192': '->',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2032': "'",
  '\u2033': '"',
  '\u200b': '', // zero-width space
};

// The printable part of Windows-1252: ASCII, Latin-1 and the 27 extra characters at 0x80-0x9F.
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Printable Windows-1252, plus the line feed that the layout turns into a line break. */
export function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return char === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
}

/** Returns the text with known typographic characters replaced; throws on a character WinAnsi cannot show. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const mapped = REPLACEMENTS[char] ?? char;
    for (const c of mapped) {
      if (!isWinAnsi(c)) {
        const code = c.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0');
        throw new Error(`Character U+${code} ("${c}") cannot be encoded in WinAnsi: "${text.slice(0, 60)}"`);
      }
    }
    out += mapped;
  }
  return out;
}

/** Joins the words with no-break spaces so the layout never splits them (phone numbers, postal codes). */
export const keepTogether = (text: string) => text.replace(/ /g, '\u00a0');
