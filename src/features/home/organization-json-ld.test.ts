import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFICES } from '@/lib/site/offices';
import { organizationJsonLd } from './organization-json-ld';

// A non-default public URL, written with a trailing slash: every absolute link must use it, normalised.
const SITE_URL = 'https://www.nortia.test';
beforeEach(() => vi.stubEnv('SITE_URL', `${SITE_URL}/`));
afterEach(() => vi.unstubAllEnvs());

describe('organizationJsonLd', () => {
  it('describes the brokerage with every office', () => {
    const org = organizationJsonLd();
    expect(org['@type']).toContain('InsuranceAgency');
    expect(org.department).toHaveLength(OFFICES.length);
    expect(org).toMatchObject({ '@id': `${SITE_URL}/#organization`, url: SITE_URL, logo: `${SITE_URL}/favicon.svg` });
  });
});
