import { OFFICES, type Office } from '@/lib/site/offices';

/** What the office list and the nearest-office search need: distances, their display, map links. */
export type Coordinates = { lat: number; lng: number };

const EARTH_RADIUS_KM = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine formula). */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type OfficeDistance = { office: Office; km: number };

/** Offices sorted by distance from `from`, nearest first. */
export function nearestOffices(from: Coordinates, offices: readonly Office[] = OFFICES, limit = 3): OfficeDistance[] {
  return offices
    .map((office) => ({ office, km: distanceKm(from, office.coordinates) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, limit);
}

/**
 * A distance for people: whole kilometres, in the page language's number format (e.g. '1.234 km' in Spanish).
 * `under` marks a distance that rounds below 1 km (a search for the office's own city): then `value` is '1 km',
 * to be said as "less than 1 km", never "0 km".
 */
export function formatDistance(km: number, locale: string): { value: string; under: boolean } {
  const format = new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 });
  const under = Math.round(km) < 1;
  return { value: format.format(under ? 1 : km), under };
}

/** The place on openstreetmap.org, opened by the visitor in a new tab: nothing is embedded or requested by the page. */
export function mapUrl({ lat, lng }: Coordinates, zoom = 16): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;
}
