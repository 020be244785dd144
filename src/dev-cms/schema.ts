import { GraphQLScalarType, Kind } from 'graphql';
// Errors are built by yoga's own helper: a GraphQLError from another copy of graphql (ESM vs CJS) is masked.
import { createGraphQLError, createSchema } from 'graphql-yoga';
import {
  CATEGORY_VALUES,
  MODEL_LANGUAGES,
  modelSuffix,
  type AssetRef,
  type ModelLanguage,
  type Stage,
  type StoredPost,
} from './model';
import { CONTENT_TYPES, MEDIA_CONTENT_TYPES, type UploadFormat } from './uploads';

// The subset of Hygraph's generated content API that the site uses, with Hygraph's names: per language a
// PostXx model, a CategoryXx enumeration, postsXx / postXx / postsXxConnection root fields.

const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

const ORDERABLE_FIELDS = ['id', 'title', 'slug', 'publishDate', 'author', 'featured'] as const;

function listArgs(L: string): string {
  return `where: Post${L}WhereInput, orderBy: Post${L}OrderByInput, skip: Int, first: Int, stage: Stage! = PUBLISHED`;
}

/** Fields of a PostXx model, in Hygraph's generated types; `L` is the language suffix. */
function postFields(L: string): [string, string][] {
  return [
    ['id', 'ID!'], ['stage', 'Stage!'], ['title', 'String!'], ['slug', 'String!'], ['previousSlugs', '[String!]!'], ['publishDate', 'Date'],
    ['author', 'String'], ['featured', 'Boolean'], ['categories', `[Category${L}!]!`],
    ['content', `Post${L}ContentRichText!`], ['thumbnailImage', 'Asset'], ['mainImage', 'Asset'],
  ];
}

/** `Type.field` -> new name: a model that differs from the contract, for tests of the build's schema check. */
export type RenamedFields = Readonly<Record<string, string>>;

function languageTypeDefs(lang: ModelLanguage, renamed: RenamedFields): string {
  const L = modelSuffix(lang);
  const fields = postFields(L).map(([name, type]) => `${renamed[`Post${L}.${name}`] ?? name}: ${type}`);
  // With rich-text embeds on, Hygraph gives the field its own type, whose `references` is a union of what
  // editors may embed (here: assets).
  return `
    enum Category${L} { ${CATEGORY_VALUES.join(' ')} }
    enum Post${L}OrderByInput { ${ORDERABLE_FIELDS.map((f) => `${f}_ASC ${f}_DESC`).join(' ')} }
    input Post${L}WhereUniqueInput { id: ID slug: String }
    input Post${L}WhereInput {
      AND: [Post${L}WhereInput!] OR: [Post${L}WhereInput!] NOT: [Post${L}WhereInput!]
      id: ID id_in: [ID!]
      slug: String slug_not: String slug_in: [String!] slug_not_in: [String!]
      author: String
      featured: Boolean featured_not: Boolean
      publishDate: Date publishDate_gt: Date publishDate_gte: Date publishDate_lt: Date publishDate_lte: Date
      categories: [Category${L}!] categories_not: [Category${L}!]
      categories_contains_some: [Category${L}!] categories_contains_all: [Category${L}!]
      categories_contains_none: [Category${L}!]
    }
    union Post${L}ContentRichTextEmbeddedTypes = Asset
    type Post${L}ContentRichText {
      html: String! text: String! markdown: String! references: [Post${L}ContentRichTextEmbeddedTypes!]!
    }
    type Post${L} { ${fields.join(' ')} }
    type Post${L}Edge { node: Post${L}! cursor: String! }
    type Post${L}Connection { edges: [Post${L}Edge!]! pageInfo: PageInfo! aggregate: Aggregate! }`;
}

function languageQueryFields(lang: ModelLanguage): string {
  const L = modelSuffix(lang);
  return `
    posts${L}(${listArgs(L)}): [Post${L}!]!
    post${L}(where: Post${L}WhereUniqueInput!, stage: Stage! = PUBLISHED): Post${L}
    posts${L}Connection(${listArgs(L)}): Post${L}Connection!`;
}

// Asset is Hygraph's system model plus the `alt` field the project adds to it (docs/cms-contract.md).
const typeDefs = (renamed: RenamedFields) => `
  scalar Date
  enum Stage { DRAFT PUBLISHED }
  type Asset { id: ID! handle: String! url: String! fileName: String! mimeType: String alt: String }
  type Aggregate { count: Int! }
  type PageInfo { hasNextPage: Boolean! hasPreviousPage: Boolean! pageSize: Int }
  ${MODEL_LANGUAGES.map((lang) => languageTypeDefs(lang, renamed)).join('\n')}
  type Query { ${MODEL_LANGUAGES.map(languageQueryFields).join('\n')} }
`;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
function parseDate(value: unknown): string {
  if (typeof value !== 'string' || !DATE_PATTERN.test(value)) {
    throw createGraphQLError(`Date cannot represent an invalid date-string ${JSON.stringify(value)}`);
  }
  return value;
}
const DateScalar = new GraphQLScalarType({
  name: 'Date',
  serialize: (value) => value,
  parseValue: parseDate,
  parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : undefined),
});

type Where = Record<string, unknown> & { AND?: Where[]; OR?: Where[]; NOT?: Where[] };

function nonEmpty(name: string, list: unknown): string[] {
  // The real service leaves empty lists undefined; refusing them keeps clients from depending on that.
  if (!Array.isArray(list) || list.length === 0) throw createGraphQLError(`${name} must not be an empty list`);
  return list as string[];
}

function matches(post: StoredPost, where: Where | null | undefined): boolean {
  if (!where) return true;
  return Object.entries(where).every(([key, value]) => {
    if (value === undefined || value === null) return true;
    switch (key) {
      case 'AND':
        return (value as Where[]).every((w) => matches(post, w));
      case 'OR':
        return (value as Where[]).some((w) => matches(post, w));
      case 'NOT':
        return !(value as Where[]).some((w) => matches(post, w));
      case 'id':
        return post.id === value;
      case 'id_in':
        return (value as string[]).includes(post.id);
      case 'slug':
        return post.slug === value;
      case 'slug_not':
        return post.slug !== value;
      case 'slug_in':
        return (value as string[]).includes(post.slug);
      case 'slug_not_in':
        return !(value as string[]).includes(post.slug);
      case 'author':
        return post.author === value;
      case 'featured':
        return post.featured === value;
      case 'featured_not':
        return post.featured !== value;
      case 'publishDate':
        return post.publishDate === value;
      case 'publishDate_gt':
        return post.publishDate > (value as string);
      case 'publishDate_gte':
        return post.publishDate >= (value as string);
      case 'publishDate_lt':
        return post.publishDate < (value as string);
      case 'publishDate_lte':
        return post.publishDate <= (value as string);
      case 'categories':
        return containsInOrder(post.categories, value as string[]);
      case 'categories_not':
        return !containsInOrder(post.categories, value as string[]);
      case 'categories_contains_some':
        return nonEmpty(key, value).some((c) => (post.categories as string[]).includes(c));
      case 'categories_contains_all':
        return nonEmpty(key, value).every((c) => (post.categories as string[]).includes(c));
      case 'categories_contains_none':
        return !nonEmpty(key, value).some((c) => (post.categories as string[]).includes(c));
      default:
        throw createGraphQLError(`Unsupported filter ${key}`);
    }
  });
}

/**
 * Hygraph's plain filter on a multi-value field: the list holds every given value, in the given order (other
 * values may sit between them). `[A, B]` does not match a post tagged `[B, A]`: use `_contains_all` for that.
 */
function containsInOrder(list: readonly string[], wanted: readonly string[]): boolean {
  let at = 0;
  for (const value of list) if (value === wanted[at]) at++;
  return at === wanted.length;
}

function sortPosts<P extends StoredPost>(posts: P[], orderBy: string | null | undefined): P[] {
  if (!orderBy) return posts;
  const [field, direction] = orderBy.split('_') as [(typeof ORDERABLE_FIELDS)[number], 'ASC' | 'DESC'];
  const sign = direction === 'DESC' ? -1 : 1;
  // Array.prototype.sort is stable: equal values keep storage order (the real service gives no tie-breaker).
  return [...posts].sort((a, b) => {
    const x = String(a[field]);
    const y = String(b[field]);
    return x === y ? 0 : x < y ? -sign : sign;
  });
}

interface ListArgs {
  stage: Stage;
  where?: Where | null;
  orderBy?: string | null;
  skip?: number | null;
  first?: number | null;
}

function pageBounds(args: ListArgs): { skip: number; first: number } {
  const skip = args.skip ?? 0;
  const first = args.first ?? DEFAULT_PAGE_SIZE;
  if (skip < 0) throw createGraphQLError('skip must be a non-negative integer');
  if (first < 0) throw createGraphQLError('first must be a non-negative integer');
  if (first > MAX_PAGE_SIZE) {
    throw createGraphQLError(
      `The value of "first" (${first}) exceeds the maximum page size of this project (${MAX_PAGE_SIZE}). ` +
        'Use skip and first to paginate.',
    );
  }
  return { skip, first };
}

function selectPosts<P extends StoredPost>(all: P[], args: ListArgs) {
  const matching = sortPosts(all.filter((post) => matches(post, args.where)), args.orderBy);
  const { skip, first } = pageBounds(args);
  return { matching, page: matching.slice(skip, skip + first), skip, first };
}

export interface ContentStore {
  /** The versions one stage holds: PUBLISHED only published ones, DRAFT every document's newest. */
  postsOf(lang: ModelLanguage, stage: Stage): StoredPost[];
  /** Absolute URL of an asset, on the service's own origin for shipped files. */
  assetUrl(ref: AssetRef): string;
}

function assetFields(store: ContentStore, ref: AssetRef | null, id?: string, alt: string | null = null) {
  if (!ref) return null;
  const url = store.assetUrl(ref);
  const fileName = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? 'asset');
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1);
  const mimeType = CONTENT_TYPES[extension as UploadFormat] ?? MEDIA_CONTENT_TYPES[extension] ?? null;
  return { id: id ?? ('handle' in ref ? ref.handle : url), handle: 'handle' in ref ? ref.handle : fileName, url, fileName, mimeType, alt };
}

/**
 * Rich text as Hygraph returns it: an image, video or audio node of a body points at the asset's absolute URL.
 * Seed bodies write `![alt](asset:<handle>)` or `<video src="asset:<handle>">`, resolved here because the
 * service's origin is known only once it listens.
 */
function contentWithAssetUrls(store: ContentStore, content: StoredPost['content']) {
  const html = content.html.replace(/(<(?:img|video|audio) [^>]*src=")asset:([^"]+)"/g, (_, start: string, handle: string) => `${start}${store.assetUrl({ handle })}"`);
  const references = content.references.map((ref) => assetFields(store, { handle: ref.handle }, ref.id, ref.alt));
  return { ...content, html, references };
}

/** What the service knows of a request: whether its token may read the DRAFT stage. */
export interface RequestContext {
  draftAccess: boolean;
}

/** A version as the API returns it: the stage it was read from travels with it (the `stage` field). */
type StagedPost = StoredPost & { stage: Stage };

/**
 * A stage's posts, for a token allowed to read it. Like a Hygraph Permanent Auth Token whose content permissions
 * cover PUBLISHED only, the site's published-stage token is refused DRAFT content.
 */
function postsIn(store: ContentStore, lang: ModelLanguage, stage: Stage, context: RequestContext): StagedPost[] {
  if (stage === 'DRAFT' && !context.draftAccess) {
    throw createGraphQLError('not allowed: this token may read the PUBLISHED stage only');
  }
  return store.postsOf(lang, stage).map((post) => ({ ...post, stage }));
}

export function buildSchema(store: ContentStore, renamed: RenamedFields = {}) {
  const Query: Record<string, (parent: unknown, args: never, context: RequestContext) => unknown> = {};
  const types: Record<string, Record<string, (post: StagedPost) => unknown>> = {};
  const unions: Record<string, { __resolveType: () => string }> = {};
  for (const lang of MODEL_LANGUAGES) {
    const L = modelSuffix(lang);
    Query[`posts${L}`] = (_parent, args: ListArgs, context) => selectPosts(postsIn(store, lang, args.stage, context), args).page;
    Query[`post${L}`] = (_parent, args: { where: { id?: string; slug?: string }; stage: Stage }, context) => {
      const { id, slug } = args.where;
      if ((id === undefined) === (slug === undefined)) {
        throw createGraphQLError(`Post${L}WhereUniqueInput needs exactly one of id or slug`);
      }
      return postsIn(store, lang, args.stage, context).find((post) => (id !== undefined ? post.id === id : post.slug === slug)) ?? null;
    };
    Query[`posts${L}Connection`] = (_parent, args: ListArgs, context) => {
      const { matching, page, skip, first } = selectPosts(postsIn(store, lang, args.stage, context), args);
      return {
        edges: page.map((node) => ({ node, cursor: node.id })),
        pageInfo: { hasNextPage: skip + first < matching.length, hasPreviousPage: skip > 0, pageSize: page.length },
        aggregate: { count: matching.length },
      };
    };
    const postType: Record<string, (post: StagedPost) => unknown> = {
      content: (post) => contentWithAssetUrls(store, post.content),
      thumbnailImage: (post) => assetFields(store, post.thumbnailImage),
      mainImage: (post) => assetFields(store, post.mainImage),
    };
    for (const [name] of postFields(L)) {
      const newName = renamed[`Post${L}.${name}`];
      if (newName) postType[newName] = postType[name] ?? ((post) => post[name as keyof StagedPost]);
    }
    types[`Post${L}`] = postType;
    unions[`Post${L}ContentRichTextEmbeddedTypes`] = { __resolveType: () => 'Asset' };
  }
  return createSchema({ typeDefs: typeDefs(renamed), resolvers: { Date: DateScalar, Query, ...types, ...unions } });
}
