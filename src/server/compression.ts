import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Picks the best encoding the client accepts (brotli, then gzip), honouring `q=0`. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/** Compressed copies kept in memory: out/ is immutable while the server runs, so each file compresses once. */
export class CompressionCache {
  private readonly entries = new Map<string, Promise<Buffer>>();

  get(key: string, encoding: Encoding, body: Buffer): Promise<Buffer> {
    const cacheKey = `${encoding}:${key}`;
    let entry = this.entries.get(cacheKey);
    if (!entry) {
      entry =
        encoding === 'br'
          ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
          : gz(body, { level: 9 });
      this.entries.set(cacheKey, entry);
    }
    return entry;
  }
}
