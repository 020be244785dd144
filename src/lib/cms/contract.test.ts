// The schema check against the built-in content service, the way the build runs it (no mocks).
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentService, type ContentService, type ContentServiceOptions } from '../../dev-cms/service';
import { defaultMediaTarget, prepareBlogContent } from './blog';
import { createCmsRequest } from './client';
import { ASSET_FIELDS, checkContentContract, CONTRACT_DOC, contractProblems, contractQuery, modelContract, type ContractIntrospection } from './contract';
import { CMS_LANGUAGES } from './types';

const FAST_RETRY = { attempts: 1, maxWaitMs: 10, timeoutMs: 5000 };
let workDir: string;
beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'cms-contract-'));
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

async function withService<T>(options: ContentServiceOptions, fn: (service: ContentService) => Promise<T>): Promise<T> {
  const service = await startContentService(options);
  try {
    return await fn(service);
  } finally {
    await service.stop();
  }
}

const introspect = (service: ContentService) =>
  createCmsRequest({ endpoint: service.url, token: service.token }, FAST_RETRY)<ContractIntrospection>(contractQuery());

describe('content contract', () => {
  it('holds for the built-in content service', async () => {
    await withService({}, async (service) => expect(contractProblems(await introspect(service))).toEqual([]));
  });

  it('fails the build on a renamed field, naming the model and the field, before reading any post', async () => {
    await withService({ renamedFields: { 'PostEn.publishDate': 'publishedOn' } }, async (service) => {
      service.resetCounts();
      const build = prepareBlogContent(join(workDir, 'snapshots'), {
        config: { endpoint: service.url, token: service.token },
        media: { dir: join(workDir, 'media'), basePath: '/media/cms', cacheDir: defaultMediaTarget().cacheDir },
        retry: FAST_RETRY,
      });
      await expect(build).rejects.toThrow(/PostEn\.publishDate is missing: add a field with API ID "publishDate" of type Date/);
      await expect(build).rejects.toThrow(/docs\/cms-contract\.md/);
      expect(service.requestCount).toBe(1);
    });
  });

  it('names every difference: a missing model, enumeration values, field types, embeds and the Asset alt field', async () => {
    await withService({}, async (service) => {
      const schema = await introspect(service);
      const broken: ContractIntrospection = {
        ...schema,
        model_it: null,
        enum_es: { enumValues: [{ name: 'FinancialEducation' }, { name: 'Nortia' }, { name: 'RealEstate' }] },
        model_pt: {
          fields: schema.model_pt!.fields!.map((field) =>
            field.name === 'publishDate' ? { ...field, type: { kind: 'SCALAR', name: 'DateTime' } } : field.name === 'content' ? { ...field, type: { kind: 'NON_NULL', name: null, ofType: { kind: 'OBJECT', name: 'RichText' } } } : field,
          ),
        },
        asset: { fields: schema.asset!.fields!.filter((field) => field.name !== 'alt') },
        query_: { fields: schema.query_!.fields!.filter((field) => field.name !== 'postsEn') },
      };
      expect(contractProblems(broken)).toEqual([
        'Asset.alt is missing: add a String field with API ID "alt" to the Asset model',
        'enumeration CategoryEs lacks the value Sustainability',
        'enumeration CategoryEs has the value RealEstate, which src/lib/cms/categories.ts does not map to a URL slug',
        'query postsEn is missing: model PostEn needs the plural API ID PostsEn',
        'PostPt.content is rich text without embeds: enable embedding and allow Asset',
        'PostPt.publishDate has type DateTime, expected Date',
        'model PostIt is missing (API ID PostIt, plural API ID PostsIt)',
      ]);
    });
  });

  it('keeps the GraphQL error message of a 4xx answer', async () => {
    await withService({}, async (service) => {
      const request = createCmsRequest({ endpoint: service.url, token: service.token }, FAST_RETRY);
      await expect(request('{ postsEn { slug publishedOn } }')).rejects.toThrow(/400.*Cannot query field "publishedOn" on type "PostEn"/);
      await expect(checkContentContract(request)).resolves.toBeUndefined();
    });
  });
});

describe(CONTRACT_DOC, () => {
  const doc = readFileSync(join(__dirname, '../../..', CONTRACT_DOC), 'utf8');
  it('names every model, plural API ID, field, enumeration and value the build checks', () => {
    const names = CMS_LANGUAGES.flatMap((lang) => {
      const model = modelContract(lang);
      return [model.apiId, model.pluralApiId, model.enumeration.apiId, ...model.enumeration.values];
    });
    const fields = [...modelContract('en').fields, ...ASSET_FIELDS].map((field) => field.name);
    expect([...names, ...fields].filter((name) => !doc.includes(`\`${name}\``))).toEqual([]);
  });
});
