import { describe, expect, it } from 'vitest';
import { multiLine, singleLine } from './text';

describe('text cleaning shared by the forms and the relay', () => {
  it('removes direction overrides, isolates and marks that make a name display as something else', () => {
    // "Ana <RLO>zeréP<PDF>" displays as "Ana Peréz" to a reader while holding other text.
    expect(singleLine('Ana \u202ezeréP\u202c')).toBe('Ana zeréP');
    expect(singleLine('\u2066María\u2069 \u200fLópez\u200e')).toBe('María López');
    expect(multiLine('Hola\u202e\nadiós\u2067')).toBe('Hola\nadiós');
  });

  it('removes zero-width and byte-order characters that hide text', () => {
    expect(singleLine('ma\u200bria@exa\u2060mple.es\ufeff')).toBe('maria@example.es');
    expect(singleLine('Jo\u200dão\u200c')).toBe('João');
    expect(multiLine('Dinero\u200b en\ufeff casa')).toBe('Dinero en casa');
  });

  it('keeps the joiners an emoji sequence in a message needs, and ordinary accents and scripts', () => {
    const family = '\u{1F468}\u200d\u{1F469}\u200d\u{1F467}';
    expect(multiLine(`Somos ${family}`)).toBe(`Somos ${family}`);
    expect(singleLine('Zoë Ñúñez-Çelik')).toBe('Zoë Ñúñez-Çelik');
  });

  it('still turns control characters in a single line into spaces and keeps line feeds in a message', () => {
    expect(singleLine('Ana\r\nBcc: x@y.z')).toBe('Ana Bcc: x@y.z');
    expect(multiLine('uno\r\ndos\u0007')).toBe('uno\ndos');
  });
});
