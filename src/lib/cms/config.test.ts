import { describe, expect, it } from 'vitest';
import { readCmsConfig } from './config';
import { postsPageQuery } from './queries';
import { contentStage } from './stage';
import { CMS_LANGUAGES } from './types';

const ENDPOINT = 'https://eu-west-2.cdn.hygraph.com/content/p/master';
const tokens = { CMS_ENDPOINT: ENDPOINT, CMS_TOKEN: 'published-token', CMS_DRAFT_TOKEN: 'draft-token' };

/** The stage every query of a build asks for, as the queries are written. */
const stagesAsked = (env: Record<string, string>) => {
  const { stage } = readCmsConfig(env);
  return new Set(CMS_LANGUAGES.flatMap((lang) => [...postsPageQuery(lang, stage).matchAll(/\bstage: (\w+)/g)].map((m) => m[1])));
};

describe('a production build (CONTENT_STAGE unset)', () => {
  it.each([
    ['unset', {}],
    ['empty', { CONTENT_STAGE: '' }],
    ['PUBLISHED', { CONTENT_STAGE: 'PUBLISHED' }],
  ])('with CONTENT_STAGE %s reads PUBLISHED with CMS_TOKEN, even when a draft token is in the environment', (_label, stage) => {
    const env = { ...tokens, ...stage };
    expect(readCmsConfig(env)).toEqual({ endpoint: ENDPOINT, token: 'published-token', stage: 'PUBLISHED' });
    expect(stagesAsked(env)).toEqual(new Set(['PUBLISHED']));
  });

  it('names PUBLISHED in its query rather than trusting the token default', () => {
    expect(postsPageQuery('es')).toMatch(/postsEs\([^)]*stage: PUBLISHED\)/);
    expect(postsPageQuery('es')).not.toMatch(/DRAFT/);
  });
});

describe('a preview build (CONTENT_STAGE=DRAFT)', () => {
  it('reads DRAFT with CMS_DRAFT_TOKEN', () => {
    const env = { ...tokens, CONTENT_STAGE: 'DRAFT' };
    expect(readCmsConfig(env)).toEqual({ endpoint: ENDPOINT, token: 'draft-token', stage: 'DRAFT' });
    expect(stagesAsked(env)).toEqual(new Set(['DRAFT']));
  });

  it('never falls back to the published token', () => {
    expect(() => readCmsConfig({ CMS_ENDPOINT: ENDPOINT, CMS_TOKEN: 'published-token', CONTENT_STAGE: 'DRAFT' })).toThrow(/CMS_DRAFT_TOKEN/);
  });
});

it('refuses a stage it does not know, rather than guessing', () => {
  for (const value of ['draft', 'PREVIEW', '1']) expect(() => contentStage({ CONTENT_STAGE: value })).toThrow(/CONTENT_STAGE/);
});
