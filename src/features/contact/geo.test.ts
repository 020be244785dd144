import { describe, expect, it } from 'vitest';
import { OFFICES } from '@/lib/site/offices';
import { distanceKm, formatDistance, mapUrl, nearestOffices } from './geo';

const MADRID = { lat: 40.4168, lng: -3.7038 };
const BARCELONA = { lat: 41.3874, lng: 2.1686 };
const LISBOA = { lat: 38.7223, lng: -9.1393 };

describe('distanceKm', () => {
  it('is zero from a point to itself', () => {
    expect(distanceKm(MADRID, MADRID)).toBe(0);
  });

  it('matches known great-circle distances', () => {
    // Madrid-Barcelona is about 505 km, Madrid-Lisboa about 503 km as the crow flies.
    expect(distanceKm(MADRID, BARCELONA)).toBeGreaterThan(500);
    expect(distanceKm(MADRID, BARCELONA)).toBeLessThan(510);
    expect(distanceKm(MADRID, LISBOA)).toBeGreaterThan(498);
    expect(distanceKm(MADRID, LISBOA)).toBeLessThan(508);
  });

  it('is symmetric', () => {
    expect(distanceKm(LISBOA, BARCELONA)).toBeCloseTo(distanceKm(BARCELONA, LISBOA), 9);
  });

  it('measures one degree of latitude as about 111 km', () => {
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.2, 1);
  });
});

describe('nearestOffices', () => {
  it('sorts offices by distance and keeps the limit', () => {
    const result = nearestOffices(LISBOA, OFFICES, 3);
    expect(result.map((r) => r.office.id)).toEqual(['lisboa', 'coimbra', 'faro']);
    expect(result[0].km).toBeLessThan(2);
    expect(result[1].km).toBeLessThan(result[2].km);
  });
});

describe('formatDistance', () => {
  it('rounds to whole kilometres in the language format', () => {
    expect(formatDistance(1234.4, 'en')).toEqual({ value: '1,234 km', under: false });
    expect(formatDistance(1234.4, 'pt-PT').value).toMatch(/^1\s?234 km$/);
    expect(formatDistance(12345.6, 'es-ES').value).toBe('12.346 km');
    expect(formatDistance(312.5, 'it-IT').value).toBe('313 km');
    expect(formatDistance(0.5, 'en')).toEqual({ value: '1 km', under: false });
  });

  it('never says 0 km: a distance that rounds below 1 km is "under 1 km"', () => {
    expect(formatDistance(0, 'es-ES')).toEqual({ value: '1 km', under: true });
    expect(formatDistance(0.49, 'en')).toEqual({ value: '1 km', under: true });
  });
});

describe('mapUrl', () => {
  it('points openstreetmap.org at the coordinates with a marker', () => {
    expect(mapUrl({ lat: 41.148, lng: -8.611 })).toBe('https://www.openstreetmap.org/?mlat=41.148&mlon=-8.611#map=16/41.148/-8.611');
  });
});
