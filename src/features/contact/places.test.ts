import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@/lib/i18n/languages';
import { distanceKm } from './geo';
import { OFFICES } from '@/lib/site/offices';
import { findCity, findPlace, findPostcode, normalizePlaceName } from './places';

describe('normalizePlaceName', () => {
  it('drops accents, case and punctuation', () => {
    expect(normalizePlaceName('  A Coruña ')).toBe('a coruna');
    expect(normalizePlaceName('Vitoria-Gasteiz')).toBe('vitoria gasteiz');
    expect(normalizePlaceName("L'Hospitalet")).toBe('l hospitalet');
  });
});

describe('findCity', () => {
  it.each([
    ['Málaga', 'Málaga'],
    ['malaga', 'Málaga'],
    ['MALAGA', 'Málaga'],
    ['a coruna', 'A Coruña'],
    ['La Coruña', 'A Coruña'],
    ['Lisbon', 'Lisboa'],
    ['Siviglia', 'Sevilla'],
    ['Sevilha', 'Sevilla'],
    ['Oporto', 'Porto'],
    ['evora', 'Évora'],
    ['Donostia', 'San Sebastián'],
    ['Porto, Portugal', 'Porto'],
  ])('finds %j as %s', (typed, name) => {
    expect(findCity(typed)?.name).toBe(name);
  });

  it('completes the beginning of a name with the shortest match', () => {
    expect(findCity('valla')?.name).toBe('Valladolid');
    expect(findCity('Guim')?.name).toBe('Guimarães');
  });

  it('returns null for unknown or too short text', () => {
    expect(findCity('Atlantis')).toBeNull();
    expect(findCity('x')).toBeNull();
    expect(findCity('')).toBeNull();
  });

  it('knows every office city, close to the office', () => {
    for (const office of OFFICES) {
      const place = findCity(office.city);
      expect(place, office.city).not.toBeNull();
      expect(place!.country).toBe(office.country);
      expect(distanceKm(place!.coordinates, office.coordinates), office.city).toBeLessThan(5);
    }
  });
});

describe('findPostcode', () => {
  it.each([
    ['46001', 'Valencia'],
    ['28046', 'Madrid'],
    ['08017', 'Barcelona'],
    ['01001', 'Vitoria-Gasteiz'],
    ['07012', 'Palma'],
    ['15003', 'A Coruña'],
    ['48011', 'Bilbao'],
    ['52001', 'Melilla'],
    [' 41 004 ', 'Sevilla'],
  ])('reads Spanish postcode %j as %s', (code, name) => {
    expect(findPostcode(code)?.name).toBe(name);
  });

  it.each([
    ['1250-147', 'Lisboa'],
    ['1000', 'Lisboa'],
    ['4000-067', 'Porto'],
    ['4710-249', 'Braga'],
    ['4800', 'Guimarães'],
    ['3000-180', 'Coimbra'],
    ['8000-283', 'Faro'],
    ['2750-001', 'Cascais'],
    ['9000', 'Funchal'],
  ])('reads Portuguese postcode %j as %s', (code, name) => {
    expect(findPostcode(code)?.name).toBe(name);
  });

  it('rejects codes that are not Spanish or Portuguese postcodes', () => {
    expect(findPostcode('53001')).toBeNull(); // no province 53
    expect(findPostcode('00001')).toBeNull();
    expect(findPostcode('0123')).toBeNull();
    expect(findPostcode('123')).toBeNull();
    expect(findPostcode('12345678')).toBeNull();
    expect(findPostcode('1250147')?.name).toBe('Lisboa'); // a Portuguese code typed without its hyphen
    expect(findPostcode('abc')).toBeNull();
  });

  it('leads every Spanish postcode and Portuguese area to its own country', () => {
    for (let province = 1; province <= 52; province++) {
      expect(findPostcode(`${String(province).padStart(2, '0')}001`)?.country).toBe('ES');
    }
    for (let area = 1000; area <= 9999; area += 100) expect(findPostcode(String(area))?.country).toBe('PT');
  });
});

describe('findPlace', () => {
  it('reads digits as a postcode and words as a city', () => {
    expect(findPlace('46001')?.name).toBe('Valencia');
    expect(findPlace('Porto')?.name).toBe('Porto');
    expect(findPlace('calle 12')).toBeNull();
  });
});

describe("the finder's placeholder", () => {
  // "p. ej. Valencia o 46001" -> ['Valencia', '46001']: the examples after the abbreviation of "for example".
  const examples = (placeholder: string) =>
    placeholder
      .replace(/^(?:\p{L}+\.\s*)+/u, '')
      .split(/,\s*|\s+(?:o|or|ou)\s+/)
      .filter(Boolean);

  it.each([...LANGUAGES])('in %s names places the search finds', (lang) => {
    const { search } = JSON.parse(readFileSync(path.resolve(__dirname, `../../../public/locales/${lang}/contact.json`), 'utf8'));
    const names = examples(search.placeholder);
    expect(names.length).toBeGreaterThan(1);
    for (const name of names) expect(findPlace(name), name).not.toBeNull();
  });
});
