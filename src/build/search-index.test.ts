import { describe, expect, it } from 'vitest';
import { formatSearchIndexStats, languageOfFile } from './search-index';

describe('search index files', () => {
  it('tells each language-specific file by its name, and the shared client from them', () => {
    expect(languageOfFile('pagefind.es-es_9051e3818b27d.pf_meta')).toBe('es-es');
    expect(languageOfFile('wasm.pt-pt.pagefind')).toBe('pt-pt');
    expect(languageOfFile('en_4fdd3bf.pf_fragment')).toBe('en');
    expect(languageOfFile('it-it_ab12.pf_index')).toBe('it-it');
    expect(languageOfFile('wasm.unknown.pagefind')).toBe('unknown');
    for (const shared of ['pagefind.js', 'pagefind-worker.js', 'pagefind-entry.json']) expect(languageOfFile(shared)).toBeNull();
  });

  it('reports pages and size per language in one line', () => {
    const line = formatSearchIndexStats({ pages: { en: 20, 'es-es': 27 }, bytes: { en: 2048, 'es-es': 3072 }, clientBytes: 102_400 });
    expect(line).toBe('Search index: en 20 pages 2.0 KiB, es-es 27 pages 3.0 KiB; client 100.0 KiB');
  });
});
