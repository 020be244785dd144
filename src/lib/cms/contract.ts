import { CMS_CATEGORIES } from './categories';
import { modelSuffix } from './queries';
import { CMS_LANGUAGES, type CmsLanguage } from './types';

/**
 * The schema the build reads from the CMS, as data: what docs/cms-contract.md describes for people and what the
 * build checks by introspection before it reads any post. Types are written as GraphQL names with list brackets
 * and without `!`: whether the CMS marks a field required does not change what the build can read.
 */
export interface FieldContract {
  name: string;
  type: string;
}

export interface ModelContract {
  /** The model's API ID (the GraphQL type), e.g. PostEs. */
  apiId: string;
  /** The plural API ID, e.g. PostsEs; the list query is its lower-camel form (postsEs). */
  pluralApiId: string;
  fields: FieldContract[];
  /** The Category enumeration of the language and the values it must hold, exactly. */
  enumeration: { apiId: string; values: readonly string[] };
  /** The type Hygraph generates for the rich-text field with embeds on, and the union of what may be embedded. */
  richText: { apiId: string; fields: FieldContract[]; embeddedTypes: string; embeddable: string };
}

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

export function modelContract(lang: CmsLanguage): ModelContract {
  const L = modelSuffix(lang);
  return {
    apiId: `Post${L}`,
    pluralApiId: `Posts${L}`,
    fields: [
      { name: 'id', type: 'ID' },
      { name: 'title', type: 'String' },
      { name: 'slug', type: 'String' },
      { name: 'previousSlugs', type: '[String]' },
      { name: 'publishDate', type: 'Date' },
      { name: 'author', type: 'String' },
      { name: 'featured', type: 'Boolean' },
      { name: 'categories', type: `[Category${L}]` },
      { name: 'content', type: `Post${L}ContentRichText` },
      { name: 'thumbnailImage', type: 'Asset' },
      { name: 'mainImage', type: 'Asset' },
    ],
    enumeration: { apiId: `Category${L}`, values: CMS_CATEGORIES },
    richText: {
      apiId: `Post${L}ContentRichText`,
      fields: [
        { name: 'html', type: 'String' },
        { name: 'text', type: 'String' },
        { name: 'references', type: `[Post${L}ContentRichTextEmbeddedTypes]` },
      ],
      embeddedTypes: `Post${L}ContentRichTextEmbeddedTypes`,
      embeddable: 'Asset',
    },
  };
}

/** Fields of Hygraph's Asset system model the build reads, `alt` being the one the project adds to it. */
export const ASSET_FIELDS: FieldContract[] = [
  { name: 'id', type: 'ID' },
  { name: 'url', type: 'String' },
  { name: 'mimeType', type: 'String' },
  { name: 'alt', type: 'String' },
];

export const CONTRACT_DOC = 'docs/cms-contract.md';

// ---- Introspection ----

export interface TypeRef {
  kind: string;
  name: string | null;
  ofType?: TypeRef | null;
}
interface IntrospectedType {
  fields?: { name: string; type: TypeRef }[] | null;
  enumValues?: { name: string }[] | null;
  possibleTypes?: { name: string }[] | null;
}
/** The answer of contractQuery(): aliased `__type` lookups, null where the type does not exist. */
export type ContractIntrospection = Record<string, IntrospectedType | null>;

const TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name } } }';
const FIELDS = `fields { name type { ${TYPE_REF} } }`;

/** One introspection request covering every type the contract names. */
export function contractQuery(): string {
  const parts = [`query_: __type(name: "Query") { fields { name } }`, `asset: __type(name: "Asset") { ${FIELDS} }`];
  for (const lang of CMS_LANGUAGES) {
    const model = modelContract(lang);
    parts.push(
      `model_${lang}: __type(name: "${model.apiId}") { ${FIELDS} }`,
      `enum_${lang}: __type(name: "${model.enumeration.apiId}") { enumValues { name } }`,
      `richText_${lang}: __type(name: "${model.richText.apiId}") { ${FIELDS} }`,
      `embeds_${lang}: __type(name: "${model.richText.embeddedTypes}") { possibleTypes { name } }`,
    );
  }
  return `query ContentContract {\n  ${parts.join('\n  ')}\n}`;
}

/** `[CategoryEs!]!` -> `[CategoryEs]`: the contract's notation. */
export function typeName(ref: TypeRef | null | undefined): string {
  if (!ref) return '?';
  if (ref.kind === 'LIST') return `[${typeName(ref.ofType)}]`;
  // Only the non-null wrapper has no name of its own: read through it.
  return ref.name ?? typeName(ref.ofType);
}

function fieldProblems(owner: string, type: IntrospectedType, expected: FieldContract[], hint: (field: FieldContract) => string): string[] {
  const actual = new Map((type.fields ?? []).map((field) => [field.name, typeName(field.type)]));
  return expected.flatMap((field) => {
    const found = actual.get(field.name);
    if (found === undefined) return [`${owner}.${field.name} is missing: ${hint(field)}`];
    return found === field.type ? [] : [`${owner}.${field.name} has type ${found}, expected ${field.type}`];
  });
}

const fieldHint = (field: FieldContract) => `add a field with API ID "${field.name}" of type ${field.type}`;

function modelProblems(lang: CmsLanguage, result: ContractIntrospection, queryFields: Set<string>): string[] {
  const model = modelContract(lang);
  const type = result[`model_${lang}`];
  if (!type) return [`model ${model.apiId} is missing (API ID ${model.apiId}, plural API ID ${model.pluralApiId})`];
  const problems: string[] = [];
  for (const [field, apiId] of [
    [lowerFirst(model.pluralApiId), `plural API ID ${model.pluralApiId}`],
    [lowerFirst(model.apiId), `API ID ${model.apiId}`],
  ]) {
    if (!queryFields.has(field)) problems.push(`query ${field} is missing: model ${model.apiId} needs the ${apiId}`);
  }
  const contentField = (type.fields ?? []).find((field) => field.name === 'content');
  if (contentField && typeName(contentField.type) === 'RichText') {
    problems.push(`${model.apiId}.content is rich text without embeds: enable embedding and allow ${model.richText.embeddable}`);
  } else {
    problems.push(...fieldProblems(model.apiId, type, model.fields.filter((f) => f.name === 'content'), fieldHint));
  }
  problems.push(...fieldProblems(model.apiId, type, model.fields.filter((f) => f.name !== 'content'), fieldHint));

  const enumeration = result[`enum_${lang}`];
  if (!enumeration?.enumValues) {
    problems.push(`enumeration ${model.enumeration.apiId} is missing`);
  } else {
    const values = enumeration.enumValues.map((value) => value.name);
    for (const value of model.enumeration.values) {
      if (!values.includes(value)) problems.push(`enumeration ${model.enumeration.apiId} lacks the value ${value}`);
    }
    for (const value of values) {
      if (!model.enumeration.values.includes(value)) {
        problems.push(`enumeration ${model.enumeration.apiId} has the value ${value}, which src/lib/cms/categories.ts does not map to a URL slug`);
      }
    }
  }

  const richText = result[`richText_${lang}`];
  if (richText) problems.push(...fieldProblems(model.richText.apiId, richText, model.richText.fields, fieldHint));
  const embeddable = (result[`embeds_${lang}`]?.possibleTypes ?? []).map((t) => t.name);
  if (richText && !embeddable.includes(model.richText.embeddable)) {
    problems.push(`${model.apiId}.content does not allow embedding ${model.richText.embeddable}`);
  }
  return problems;
}

/** Every difference between the endpoint's schema and the contract, as one line each; empty when it conforms. */
export function contractProblems(result: ContractIntrospection): string[] {
  const queryFields = new Set((result.query_?.fields ?? []).map((field) => field.name));
  const asset = result.asset;
  const problems = asset
    ? fieldProblems('Asset', asset, ASSET_FIELDS, (field) => `add a ${field.type} field with API ID "${field.name}" to the Asset model`)
    : ['the Asset model is missing'];
  for (const lang of CMS_LANGUAGES) problems.push(...modelProblems(lang, result, queryFields));
  return problems;
}

export class CmsContractError extends Error {
  override name = 'CmsContractError';
  constructor(readonly problems: string[]) {
    super(`the CMS schema does not match ${CONTRACT_DOC}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Fetches the schema by introspection and throws a CmsContractError listing every difference. */
export async function checkContentContract(request: <T>(query: string) => Promise<T>): Promise<void> {
  const problems = contractProblems(await request<ContractIntrospection>(contractQuery()));
  if (problems.length > 0) throw new CmsContractError(problems);
}
