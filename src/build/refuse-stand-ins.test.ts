import { describe, expect, it } from 'vitest';
import { checkSiteFacts, factValues, STAND_INS, unsetFacts } from './refuse-stand-ins';

const PUBLISH = { CMS_ENDPOINT: 'https://eu-west-2.cdn.hygraph.com/content/x/master' };

describe('unsetFacts', () => {
  const named = Object.fromEntries(unsetFacts().map((fact) => [fact.name, fact]));

  it('names every stand-in the footer, the legal PDFs and the pages show, with the file to set it in', () => {
    for (const name of [
      'BRAND.taxId',
      'REGISTRATIONS.spainInsurance',
      'REGISTRATIONS.italyInsurance',
      'REGISTRATIONS.portugalInsurance',
      'REGISTRATIONS.portugalCredit',
      'REGISTRATIONS.mortgagePartner',
      'HEADQUARTERS.email',
      'HEADQUARTERS.phone',
      'SOCIAL_LINKS[linkedin].href',
      'PENSION_FUND_ENTITIES.manager',
      'PENSION_FUND_ENTITIES.depositary',
    ]) {
      expect(named[name]?.file, name).toBe('src/lib/site/company.ts');
    }
    expect(named['PRESS_ITEMS[poupanca].url'].file).toBe('src/features/home/press/press-items.ts');
    expect(named['CAREERS.jobBoardUrl'].file).toBe('src/features/careers/application-channels.ts');
    expect(named['REGISTRATIONS.spainInsurance'].value).toBe('J-0000');
    expect(named['OFFICES[porto].phone']).toEqual({ name: 'OFFICES[porto].phone', value: '+351 220 000 101', file: 'src/lib/site/offices.ts' });
    expect(Object.keys(named)).toHaveLength(Object.keys(STAND_INS).length);
  });

  it('leaves out a fact once it is set', () => {
    const sources = [{ file: 'x.ts', values: { BRAND: { taxId: 'B-12345678' }, LIST: [{ id: 'a', url: 'https://example.com/' }] } }];
    const standIns = { 'BRAND.taxId': 'B-00000000', 'LIST[a].url': 'https://example.com/' };
    expect(unsetFacts(sources, standIns)).toEqual([{ name: 'LIST[a].url', value: 'https://example.com/', file: 'x.ts' }]);
  });
});

describe('checkSiteFacts', () => {
  it('lets local builds and tests (no CMS_ENDPOINT) keep the stand-ins', () => {
    expect(() => checkSiteFacts({})).not.toThrow();
    expect(() => checkSiteFacts({ CMS_ENDPOINT: '  ' })).not.toThrow();
  });

  it('stops a build for publication, naming each stand-in and where to set it', () => {
    let message = '';
    try {
      checkSiteFacts(PUBLISH);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^\d+ site facts are still stand-ins/);
    for (const fact of unsetFacts()) expect(message).toContain(`  - ${fact.name} = "${fact.value}" in ${fact.file}`);
    expect(message).toContain('docs/operations.md §9');
  });

  it('lets a build for publication through once every fact is set', () => {
    expect(() => checkSiteFacts(PUBLISH, () => [])).not.toThrow();
  });
});

describe('STAND_INS', () => {
  const values = factValues();

  it('names facts that exist, so a renamed fact cannot slip past the check', () => {
    expect(Object.keys(STAND_INS).filter((name) => !values.has(name))).toEqual([]);
  });

  it('holds every value of the facts that looks invented (all zeros, example addresses, "ficticia")', () => {
    const invented = /\.example\b|\bexample\.(com|org|net)\b|ficticia|(^|\D)0{4,}(\D|$)|\s000(\s|$)|[-_]example\b/;
    // Values made from a stand-in: the Madrid office's phone (the head office's), contract links (a base URL + id).
    const derived = (value: string) => Object.values(STAND_INS).some((standIn) => value === standIn || (standIn.endsWith('/') && value.startsWith(standIn)));
    const unlisted = [...values]
      .filter(([name, { value }]) => invented.test(value) && STAND_INS[name] !== value && !derived(value))
      .map(([name]) => name);
    expect(unlisted).toEqual([]);
  });
});
