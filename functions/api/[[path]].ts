// Cloudflare Pages routes every /api/* request to this file; the relay itself lives in src/relay (see wrangler.toml).
export { onRequest } from '../../src/relay/adapters/cloudflare';
