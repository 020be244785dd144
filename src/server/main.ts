import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createRelay, isRelayRequest } from '@/relay';
import { readProxyTrust } from './proxy';
import { createSiteServer } from './site-server';

const root = path.resolve(process.env.SITE_DIR ?? 'out');
// Loopback by default; a container or VM sets HOST=0.0.0.0 on purpose.
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 3000);

if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No built site in ${root}. Run \`npm run build\` first (or \`npm start\`, which builds).`);
  process.exit(1);
}

async function start() {
  // Built at start-up so a half-configured provider stops the server with a clear message.
  // The relay reads built pages from out/ (a complaint's receipt); `path` is the relay's own, never a visitor's.
  const sitePage = async (page: string) =>
    readFile(path.join(root, `${page}.html`)).then(
      (html) => new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
      () => new Response(null, { status: 404 }),
    );
  const relay = createRelay(process.env, { sitePage });
  // A server without Customer.io keys on a store that holds real leads stops rather than fill the local outbox.
  await relay.leads.ready.catch((error: unknown) => {
    console.error(`relay configuration error: ${(error as Error).message}`);
    process.exit(1);
  });
  // A store whose thread cannot be started again would refuse every post for good: exit for the supervisor (0046).
  void relay.leads.lost.then((cause) => {
    console.error(`lead store lost: ${cause}`);
    process.exit(1);
  });
  const api = async (request: Request, clientIp: string) =>
    (await relay.handle(request, { clientIp })) ?? Response.json({ ok: false, error: 'not_found' }, { status: 404 });
  const server = await createSiteServer({ root, api, isApiRequest: isRelayRequest, proxyTrust: readProxyTrust(process.env) });
  server.listen(port, host, () => {
    const shown = host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host;
    console.log(`Site and form relay on http://${shown}:${port} (serving ${path.relative(process.cwd(), root) || '.'})`);
  });
  // Deliveries in progress finish (or time out) before the store closes; what is left pending is picked up at
  // the next start.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => server.close(() => void relay.leads.close().then(() => process.exit(0))));
  }
}

void start();
