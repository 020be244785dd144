import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGraphQLError, createYoga, type Plugin } from 'graphql-yoga';
import { htmlToText } from './markdown';
import { MODEL_LANGUAGES, STAGES, versionIn, type AssetRef, type EmbeddedAssetRef, type ModelLanguage, type Stage, type StoredDocument, type StoredPost } from './model';
import { buildSchema, type RenamedFields, type RequestContext } from './schema';
import { loadSeedDocuments } from './seed/load-seed';
import { syntheticPosts } from './synthetic';
import { readUpload, seedImageHandle } from './uploads';
import { answerVideoHost, VIDEO_HOSTS_PATH, videoHostsAt } from './video-hosts';
import type { PosterSource } from '../lib/cms/video-posters';

/** Path of the content API, shaped like a Hygraph endpoint (`/content/<project>/<environment>`). */
export const CONTENT_API_PATH = '/content/nortia-local/master';
const ASSET_PATH = '/assets/';
const CONTROL_PATH = '/__control/faults';

/** What the next request(s) answer instead of a normal response. */
export type Fault =
  | { status: 401 | 404 | 429 | 500 | 502 | 503 }
  | { graphqlError: string }
  | { delayMs: number };
export type FaultTarget = 'graphql' | 'assets';
export interface FaultRule {
  fault: Fault;
  /** How many consecutive requests it applies to (default 1). */
  times?: number;
  target?: FaultTarget;
}

/** A post added on top of the seed, e.g. a hostile one for sanitizer tests. */
export interface ExtraPost {
  lang: ModelLanguage;
  title: string;
  slug: string;
  previousSlugs?: string[];
  publishDate: string;
  html: string;
  text?: string;
  author?: string;
  featured?: boolean;
  categories?: StoredPost['categories'];
  thumbnailImage?: AssetRef | null;
  mainImage?: AssetRef | null;
  /** Assets the html embeds by placeholder (`data-gcms-embed-id`). */
  references?: EmbeddedAssetRef[];
}

export interface ContentServiceOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Only loopback makes sense for a development service; anything else is refused. */
  host?: '127.0.0.1' | 'localhost';
  /** Bearer token that reads the PUBLISHED stage only (the site's); a random one when absent. */
  token?: string;
  /** Bearer token that reads both stages (the preview site's); a random one when absent. */
  draftToken?: string;
  extraPostsPerLanguage?: number;
  extraPosts?: ExtraPost[];
  faults?: FaultRule[];
  /** `{ 'PostEn.publishDate': 'publishedOn' }`: a schema that breaks the content contract, for tests. */
  renamedFields?: RenamedFields;
  /** Video ids whose poster the video hosts' stand-in answers 404 for, as for a deleted video (tests). */
  unavailableVideos?: string[];
}

export interface ContentService {
  /** The GraphQL endpoint (what CMS_ENDPOINT points at). */
  url: string;
  origin: string;
  /** Reads the PUBLISHED stage only (what CMS_TOKEN holds). */
  token: string;
  /** Reads the DRAFT stage too (what CMS_DRAFT_TOKEN holds). */
  draftToken: string;
  /** The video hosts' picture services as this service stands in for them (src/dev-cms/video-hosts.ts). */
  posters: PosterSource;
  /** GraphQL requests received, answered or faulted, since start or the last reset. */
  readonly requestCount: number;
  readonly assetRequestCount: number;
  resetCounts(): void;
  injectFaults(...rules: FaultRule[]): void;
  /** Drops the faults not yet used. */
  clearFaults(): void;
  stop(): Promise<void>;
}

const SHAPES: Record<number, { message: string; json: boolean }> = {
  401: { message: 'not allowed: the provided token is missing or invalid, or the environment does not exist', json: true },
  404: { message: 'Not Found: the requested project or environment does not exist', json: true },
  429: { message: 'Too many requests: the rate limit of this project has been exceeded', json: true },
  500: { message: 'Internal server error', json: true },
  // Gateways in front of the API answer with HTML, not JSON.
  502: { message: '<html><body><h1>502 Bad Gateway</h1></body></html>', json: false },
  503: { message: 'Service unavailable', json: true },
};

function sendError(res: ServerResponse, status: number, message?: string): void {
  const shape = SHAPES[status] ?? { message: message ?? 'Error', json: true };
  if (!shape.json) {
    res.writeHead(status, { 'content-type': 'text/html' }).end(shape.message);
    return;
  }
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (status === 429) headers['retry-after'] = '1';
  res.writeHead(status, headers).end(JSON.stringify({ errors: [{ message: message ?? shape.message }], data: null }));
}

/**
 * Hygraph answers a query that fails as a whole (syntax, unknown field, bad argument) with HTTP 400 and
 * `{ errors: [{ message }], data: null }`; graphql-yoga would answer most of them 200. A result with errors and
 * no data is re-issued with status 400; partial results keep 200.
 */
const failedQueriesAnswer400: Plugin = {
  onResultProcess({ result, setResult }) {
    if (Array.isArray(result) || !('errors' in result) || !result.errors?.length || result.data) return;
    setResult({
      data: null,
      errors: result.errors.map((error) => createGraphQLError(error.message, { extensions: { http: { status: 400 } } })),
    });
  },
};

function tokenMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Per language, the documents in storage order: seed, then synthetic (published, no newer draft), then extra. */
function buildStore(options: ContentServiceOptions): Map<ModelLanguage, StoredDocument[]> {
  const byLang = new Map<ModelLanguage, StoredDocument[]>(MODEL_LANGUAGES.map((lang) => [lang, []]));
  const published = (post: StoredPost): StoredDocument => ({ published: post, draft: post });
  for (const document of loadSeedDocuments()) byLang.get(document.draft.lang)!.push(document);
  for (const lang of MODEL_LANGUAGES) {
    byLang.get(lang)!.push(...syntheticPosts(lang, options.extraPostsPerLanguage ?? 0).map(published));
  }
  for (const extra of options.extraPosts ?? []) {
    const documents = byLang.get(extra.lang)!;
    if (documents.some(({ draft }) => draft.slug === extra.slug)) throw new Error(`Duplicate slug ${extra.lang}/${extra.slug}`);
    documents.push(published({
      id: `cextra${String(documents.length).padStart(19, '0')}`,
      lang: extra.lang,
      title: extra.title,
      slug: extra.slug,
      previousSlugs: extra.previousSlugs ?? [],
      publishDate: extra.publishDate,
      author: extra.author ?? 'Nortia',
      featured: extra.featured ?? false,
      categories: extra.categories ?? [],
      content: { html: extra.html, text: extra.text ?? htmlToText(extra.html), markdown: '', references: extra.references ?? [] },
      thumbnailImage: extra.thumbnailImage === undefined ? { handle: seedImageHandle('growth', 'thumb') } : extra.thumbnailImage,
      mainImage: extra.mainImage === undefined ? { handle: seedImageHandle('growth', 'main') } : extra.mainImage,
    }));
  }
  return byLang;
}

/** Each stage's versions per language, listed once: the store never changes while the service runs. */
function stageViews(documents: Map<ModelLanguage, StoredDocument[]>): (lang: ModelLanguage, stage: Stage) => StoredPost[] {
  const views = new Map(
    [...documents].flatMap(([lang, list]) =>
      STAGES.map((stage) => [`${lang}/${stage}`, list.flatMap((document) => versionIn(document, stage) ?? [])] as const),
    ),
  );
  return (lang, stage) => views.get(`${lang}/${stage}`)!;
}

/**
 * Starts the built-in Hygraph-compatible content service: GraphQL at `url`, shipped images at
 * `<origin>/assets/<file>`, an authenticated control endpoint to inject faults from another process.
 */
export async function startContentService(options: ContentServiceOptions = {}): Promise<ContentService> {
  const host = options.host ?? '127.0.0.1';
  if (host !== '127.0.0.1' && host !== 'localhost') throw new Error('The content service binds loopback only');
  const token = options.token ?? randomBytes(24).toString('base64url');
  const draftToken = options.draftToken ?? randomBytes(24).toString('base64url');
  if (draftToken === token) throw new Error('The draft token must differ from the published-stage token');
  const postsOf = stageViews(buildStore(options));
  const faults: Required<FaultRule>[] = [];
  let origin = '';
  let requestCount = 0;
  let assetRequestCount = 0;

  const injectFaults = (...rules: FaultRule[]) => {
    for (const rule of rules) faults.push({ times: 1, target: 'graphql', ...rule });
  };
  injectFaults(...(options.faults ?? []));

  /** Takes the next fault for a target, if any. */
  const nextFault = (target: FaultTarget): Fault | undefined => {
    const index = faults.findIndex((rule) => rule.target === target);
    if (index < 0) return undefined;
    const rule = faults[index];
    if (--rule.times <= 0) faults.splice(index, 1);
    return rule.fault;
  };

  const yoga = createYoga<RequestContext>({
    schema: buildSchema(
      {
        postsOf,
        assetUrl: (ref) => ('url' in ref ? ref.url : `${origin}${ASSET_PATH}${encodeURIComponent(ref.handle)}`),
      },
      options.renamedFields,
    ),
    plugins: [failedQueriesAnswer400],
    graphqlEndpoint: CONTENT_API_PATH,
    graphiql: false,
    landingPage: false,
    logging: false,
  });

  /** Answers with the fault, or returns false when the request should proceed (possibly after a delay). */
  const applyFault = async (fault: Fault | undefined, res: ServerResponse): Promise<boolean> => {
    if (!fault) return false;
    if ('delayMs' in fault) {
      await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      return false;
    }
    if ('status' in fault) sendError(res, fault.status);
    else res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({ errors: [{ message: fault.graphqlError }], data: null }),
    );
    return true;
  };

  const handleAsset = async (pathname: string, res: ServerResponse) => {
    assetRequestCount++;
    if (await applyFault(nextFault('assets'), res)) return;
    const upload = await readUpload(decodeURIComponent(pathname.slice(ASSET_PATH.length)));
    if (!upload) return sendError(res, 404);
    res
      .writeHead(200, { 'content-type': upload.contentType, 'content-length': upload.body.length, 'cache-control': 'public, max-age=31536000' })
      .end(upload.body);
  };

  const handleControl = async (req: IncomingMessage, res: ServerResponse) => {
    if (!tokenMatches(req.headers.authorization, token)) return sendError(res, 401);
    if (req.method !== 'POST') return sendError(res, 405, 'Use POST with {"fault": ..., "times": n}');
    try {
      const body = JSON.parse(await readBody(req)) as FaultRule | FaultRule[];
      injectFaults(...(Array.isArray(body) ? body : [body]));
      res.writeHead(204).end();
    } catch {
      sendError(res, 400, 'Body must be a JSON fault rule or a list of them');
    }
  };

  const unavailableVideos = new Set(options.unavailableVideos ?? []);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const { pathname } = url;
    const route = async () => {
      if (pathname.startsWith(VIDEO_HOSTS_PATH) && req.method === 'GET') return answerVideoHost(url, origin, unavailableVideos, res);
      if (pathname.startsWith(ASSET_PATH) && (req.method === 'GET' || req.method === 'HEAD')) {
        return handleAsset(pathname, res);
      }
      if (pathname === CONTROL_PATH) return handleControl(req, res);
      if (pathname !== CONTENT_API_PATH) return sendError(res, 404);
      requestCount++;
      if (await applyFault(nextFault('graphql'), res)) return;
      const draftAccess = tokenMatches(req.headers.authorization, draftToken);
      if (!draftAccess && !tokenMatches(req.headers.authorization, token)) return sendError(res, 401);
      return yoga(req, res, { draftAccess });
    };
    route().catch((error: unknown) => {
      if (!res.headersSent) sendError(res, 500);
      else res.destroy(error as Error);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${host}:${port}`;

  return {
    url: `${origin}${CONTENT_API_PATH}`,
    origin,
    token,
    draftToken,
    posters: videoHostsAt(origin),
    get requestCount() {
      return requestCount;
    },
    get assetRequestCount() {
      return assetRequestCount;
    },
    resetCounts() {
      requestCount = 0;
      assetRequestCount = 0;
    },
    injectFaults,
    clearFaults: () => void faults.splice(0),
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
