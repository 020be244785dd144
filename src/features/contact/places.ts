import type { Coordinates } from './geo';

/**
 * A small typed gazetteer, so a visitor can type a city or a postcode instead of sharing their location. Coordinates
 * are city centres (or the province capital for Spanish postcodes): precise enough to rank offices that are tens of
 * kilometres apart, and nothing leaves the page. The contact page loads it when the visitor first searches.
 */
export type Country = 'ES' | 'PT';
export type Place = { name: string; country: Country; coordinates: Coordinates };

type City = { name: string; country: Country; lat: number; lng: number; aliases?: readonly string[] };

/**
 * Every office city, every Spanish province capital and Portuguese district capital, and the other large towns.
 * Aliases hold the names visitors type in the site's other languages and in Spain's co-official languages.
 */
const CITIES: readonly City[] = [
  // Spain: office cities first.
  { name: 'Madrid', country: 'ES', lat: 40.4168, lng: -3.7038 },
  { name: 'Barcelona', country: 'ES', lat: 41.3874, lng: 2.1686, aliases: ['Barcellona'] },
  { name: 'Valencia', country: 'ES', lat: 39.4699, lng: -0.3763, aliases: ['València'] },
  { name: 'Sevilla', country: 'ES', lat: 37.3891, lng: -5.9845, aliases: ['Seville', 'Sevilha', 'Siviglia'] },
  { name: 'Bilbao', country: 'ES', lat: 43.263, lng: -2.935, aliases: ['Bilbo'] },
  { name: 'Málaga', country: 'ES', lat: 36.7213, lng: -4.4214 },
  { name: 'Zaragoza', country: 'ES', lat: 41.6488, lng: -0.8891, aliases: ['Saragossa', 'Saragoça', 'Saragozza'] },
  { name: 'Alicante', country: 'ES', lat: 38.3452, lng: -0.481, aliases: ['Alacant'] },
  { name: 'Valladolid', country: 'ES', lat: 41.6523, lng: -4.7245 },
  { name: 'A Coruña', country: 'ES', lat: 43.3623, lng: -8.4115, aliases: ['La Coruña', 'Coruña', 'Corunna', 'Corunha'] },
  { name: 'Palma', country: 'ES', lat: 39.5696, lng: 2.6502, aliases: ['Palma de Mallorca', 'Mallorca', 'Majorca', 'Maiorca'] },
  { name: 'Murcia', country: 'ES', lat: 37.9922, lng: -1.1307, aliases: ['Múrcia'] },
  // Spain: the other province capitals.
  { name: 'Vitoria-Gasteiz', country: 'ES', lat: 42.8467, lng: -2.6716, aliases: ['Vitoria', 'Gasteiz'] },
  { name: 'Albacete', country: 'ES', lat: 38.9943, lng: -1.8585 },
  { name: 'Almería', country: 'ES', lat: 36.834, lng: -2.4637 },
  { name: 'Ávila', country: 'ES', lat: 40.6565, lng: -4.6818 },
  { name: 'Badajoz', country: 'ES', lat: 38.8794, lng: -6.9707 },
  { name: 'Burgos', country: 'ES', lat: 42.3439, lng: -3.6969 },
  { name: 'Cáceres', country: 'ES', lat: 39.4753, lng: -6.3724 },
  { name: 'Cádiz', country: 'ES', lat: 36.5271, lng: -6.2886 },
  { name: 'Castellón de la Plana', country: 'ES', lat: 39.9864, lng: -0.0513, aliases: ['Castellón', 'Castelló', 'Castelló de la Plana'] },
  { name: 'Ciudad Real', country: 'ES', lat: 38.9848, lng: -3.9274 },
  { name: 'Córdoba', country: 'ES', lat: 37.8882, lng: -4.7794, aliases: ['Cordova'] },
  { name: 'Cuenca', country: 'ES', lat: 40.0704, lng: -2.1374 },
  { name: 'Girona', country: 'ES', lat: 41.9794, lng: 2.8214, aliases: ['Gerona'] },
  { name: 'Granada', country: 'ES', lat: 37.1773, lng: -3.5986 },
  { name: 'Guadalajara', country: 'ES', lat: 40.6322, lng: -3.1602 },
  { name: 'San Sebastián', country: 'ES', lat: 43.3183, lng: -1.9812, aliases: ['Donostia', 'Donostia-San Sebastián'] },
  { name: 'Huelva', country: 'ES', lat: 37.2614, lng: -6.9447 },
  { name: 'Huesca', country: 'ES', lat: 42.1401, lng: -0.4089 },
  { name: 'Jaén', country: 'ES', lat: 37.7796, lng: -3.7849 },
  { name: 'León', country: 'ES', lat: 42.5987, lng: -5.5671 },
  { name: 'Lleida', country: 'ES', lat: 41.6176, lng: 0.62, aliases: ['Lérida'] },
  { name: 'Logroño', country: 'ES', lat: 42.4627, lng: -2.445 },
  { name: 'Lugo', country: 'ES', lat: 43.0097, lng: -7.5568 },
  { name: 'Pamplona', country: 'ES', lat: 42.8125, lng: -1.6458, aliases: ['Iruña', 'Iruñea'] },
  { name: 'Ourense', country: 'ES', lat: 42.3358, lng: -7.8639, aliases: ['Orense'] },
  { name: 'Oviedo', country: 'ES', lat: 43.3614, lng: -5.8494, aliases: ['Uviéu'] },
  { name: 'Palencia', country: 'ES', lat: 42.0095, lng: -4.5288 },
  { name: 'Las Palmas de Gran Canaria', country: 'ES', lat: 28.1235, lng: -15.4363, aliases: ['Las Palmas', 'Gran Canaria'] },
  { name: 'Pontevedra', country: 'ES', lat: 42.431, lng: -8.6446 },
  { name: 'Salamanca', country: 'ES', lat: 40.9701, lng: -5.6635 },
  { name: 'Santa Cruz de Tenerife', country: 'ES', lat: 28.4636, lng: -16.2518, aliases: ['Tenerife'] },
  { name: 'Santander', country: 'ES', lat: 43.4623, lng: -3.8099 },
  { name: 'Segovia', country: 'ES', lat: 40.9429, lng: -4.1088 },
  { name: 'Soria', country: 'ES', lat: 41.7665, lng: -2.479 },
  { name: 'Tarragona', country: 'ES', lat: 41.1189, lng: 1.2445 },
  { name: 'Teruel', country: 'ES', lat: 40.3457, lng: -1.1065 },
  { name: 'Toledo', country: 'ES', lat: 39.8628, lng: -4.0273 },
  { name: 'Zamora', country: 'ES', lat: 41.5033, lng: -5.7446 },
  { name: 'Ceuta', country: 'ES', lat: 35.8894, lng: -5.3213 },
  { name: 'Melilla', country: 'ES', lat: 35.2923, lng: -2.9381 },
  // Spain: other large towns.
  { name: 'Vigo', country: 'ES', lat: 42.2406, lng: -8.7207 },
  { name: 'Gijón', country: 'ES', lat: 43.5322, lng: -5.6611, aliases: ['Xixón'] },
  { name: "L'Hospitalet de Llobregat", country: 'ES', lat: 41.3597, lng: 2.0997, aliases: ['Hospitalet'] },
  { name: 'Badalona', country: 'ES', lat: 41.45, lng: 2.2474 },
  { name: 'Sabadell', country: 'ES', lat: 41.5433, lng: 2.1094 },
  { name: 'Terrassa', country: 'ES', lat: 41.561, lng: 2.0089 },
  { name: 'Elche', country: 'ES', lat: 38.2699, lng: -0.7126, aliases: ['Elx'] },
  { name: 'Cartagena', country: 'ES', lat: 37.6257, lng: -0.9966 },
  { name: 'Jerez de la Frontera', country: 'ES', lat: 36.685, lng: -6.1261, aliases: ['Jerez'] },
  { name: 'Marbella', country: 'ES', lat: 36.5101, lng: -4.8825 },
  { name: 'Algeciras', country: 'ES', lat: 36.1408, lng: -5.4562 },
  { name: 'Alcalá de Henares', country: 'ES', lat: 40.482, lng: -3.3635 },
  { name: 'Móstoles', country: 'ES', lat: 40.3223, lng: -3.8649 },
  { name: 'Getafe', country: 'ES', lat: 40.3057, lng: -3.7329 },
  { name: 'Santiago de Compostela', country: 'ES', lat: 42.8782, lng: -8.5448, aliases: ['Santiago'] },
  { name: 'Benidorm', country: 'ES', lat: 38.5411, lng: -0.1225 },
  { name: 'Torrevieja', country: 'ES', lat: 37.9787, lng: -0.6822 },
  { name: 'Reus', country: 'ES', lat: 41.1561, lng: 1.1069 },
  { name: 'Ibiza', country: 'ES', lat: 38.9067, lng: 1.4206, aliases: ['Eivissa'] },
  { name: 'Ponferrada', country: 'ES', lat: 42.5499, lng: -6.5983 },
  { name: 'Talavera de la Reina', country: 'ES', lat: 39.9635, lng: -4.8308, aliases: ['Talavera'] },
  // Portugal: office cities first.
  { name: 'Lisboa', country: 'PT', lat: 38.7223, lng: -9.1393, aliases: ['Lisbon', 'Lisbona', 'Lisbonne'] },
  { name: 'Porto', country: 'PT', lat: 41.1496, lng: -8.611, aliases: ['Oporto'] },
  { name: 'Braga', country: 'PT', lat: 41.5454, lng: -8.4265 },
  { name: 'Coimbra', country: 'PT', lat: 40.2033, lng: -8.4103 },
  { name: 'Faro', country: 'PT', lat: 37.0194, lng: -7.9322 },
  // Portugal: the other district capitals and large towns.
  { name: 'Aveiro', country: 'PT', lat: 40.6405, lng: -8.6538 },
  { name: 'Viseu', country: 'PT', lat: 40.661, lng: -7.9097 },
  { name: 'Leiria', country: 'PT', lat: 39.7436, lng: -8.8071 },
  { name: 'Setúbal', country: 'PT', lat: 38.5244, lng: -8.8882 },
  { name: 'Évora', country: 'PT', lat: 38.5714, lng: -7.9135 },
  { name: 'Santarém', country: 'PT', lat: 39.2362, lng: -8.6859 },
  { name: 'Viana do Castelo', country: 'PT', lat: 41.6918, lng: -8.8345 },
  { name: 'Vila Real', country: 'PT', lat: 41.3006, lng: -7.7441 },
  { name: 'Bragança', country: 'PT', lat: 41.8061, lng: -6.7567 },
  { name: 'Guarda', country: 'PT', lat: 40.5373, lng: -7.2676 },
  { name: 'Castelo Branco', country: 'PT', lat: 39.8222, lng: -7.4909 },
  { name: 'Portalegre', country: 'PT', lat: 39.2967, lng: -7.4285 },
  { name: 'Beja', country: 'PT', lat: 38.0151, lng: -7.8632 },
  { name: 'Funchal', country: 'PT', lat: 32.6669, lng: -16.9241, aliases: ['Madeira'] },
  { name: 'Ponta Delgada', country: 'PT', lat: 37.7412, lng: -25.6756, aliases: ['Açores', 'Azores'] },
  { name: 'Guimarães', country: 'PT', lat: 41.4425, lng: -8.2918 },
  { name: 'Vila Nova de Gaia', country: 'PT', lat: 41.1239, lng: -8.6118, aliases: ['Gaia'] },
  { name: 'Matosinhos', country: 'PT', lat: 41.1821, lng: -8.6891 },
  { name: 'Amadora', country: 'PT', lat: 38.7538, lng: -9.2308 },
  { name: 'Sintra', country: 'PT', lat: 38.8029, lng: -9.3817 },
  { name: 'Cascais', country: 'PT', lat: 38.6979, lng: -9.4215 },
  { name: 'Almada', country: 'PT', lat: 38.679, lng: -9.1569 },
  { name: 'Portimão', country: 'PT', lat: 37.1386, lng: -8.537 },
  { name: 'Albufeira', country: 'PT', lat: 37.0891, lng: -8.2479 },
  { name: 'Figueira da Foz', country: 'PT', lat: 40.1508, lng: -8.8618 },
];

/**
 * Spanish postcodes: the first two digits are the province (01-52, alphabetical by the old province names).
 * Each maps to its capital in CITIES.
 */
const ES_PROVINCE_CAPITALS: readonly string[] = [
  'Vitoria-Gasteiz', 'Albacete', 'Alicante', 'Almería', 'Ávila', 'Badajoz', 'Palma', 'Barcelona', 'Burgos', 'Cáceres',
  'Cádiz', 'Castellón de la Plana', 'Ciudad Real', 'Córdoba', 'A Coruña', 'Cuenca', 'Girona', 'Granada', 'Guadalajara',
  'San Sebastián', 'Huelva', 'Huesca', 'Jaén', 'León', 'Lleida', 'Logroño', 'Lugo', 'Madrid', 'Málaga', 'Murcia',
  'Pamplona', 'Ourense', 'Oviedo', 'Palencia', 'Las Palmas de Gran Canaria', 'Pontevedra', 'Salamanca',
  'Santa Cruz de Tenerife', 'Santander', 'Segovia', 'Sevilla', 'Soria', 'Tarragona', 'Teruel', 'Toledo', 'Valencia',
  'Valladolid', 'Bilbao', 'Zamora', 'Zaragoza', 'Ceuta', 'Melilla',
];

/**
 * Portuguese postcodes (NNNN-NNN): the first digit is the region and the first four digits the postal area. The
 * longest matching prefix wins, so '4' (Porto region) is refined by '47' (Braga) or '4800' (Guimarães).
 */
const PT_POSTCODE_PREFIXES: Readonly<Record<string, string>> = {
  '1': 'Lisboa',
  '20': 'Santarém',
  '21': 'Santarém',
  '22': 'Santarém',
  '23': 'Santarém',
  '24': 'Leiria',
  '25': 'Leiria',
  '26': 'Lisboa',
  '27': 'Sintra',
  '2700': 'Amadora',
  '2750': 'Cascais',
  '28': 'Almada',
  '29': 'Setúbal',
  '3': 'Coimbra',
  '31': 'Figueira da Foz',
  '34': 'Viseu',
  '35': 'Viseu',
  '36': 'Viseu',
  '37': 'Aveiro',
  '38': 'Aveiro',
  '4': 'Porto',
  '44': 'Vila Nova de Gaia',
  '45': 'Matosinhos',
  '47': 'Braga',
  '48': 'Guimarães',
  '49': 'Viana do Castelo',
  '5': 'Vila Real',
  '53': 'Bragança',
  '6': 'Castelo Branco',
  '62': 'Guarda',
  '63': 'Guarda',
  '7': 'Évora',
  '73': 'Portalegre',
  '78': 'Beja',
  '8': 'Faro',
  '85': 'Portimão',
  '82': 'Albufeira',
  '9': 'Funchal',
  '95': 'Ponta Delgada',
  '96': 'Ponta Delgada',
  '97': 'Ponta Delgada',
  '98': 'Ponta Delgada',
  '99': 'Ponta Delgada',
};

/** Lower case, accents and punctuation removed, spaces collapsed: 'A Coruña' and 'a coruna' are one key. */
export function normalizePlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const cityByName = new Map<string, City>(
  CITIES.flatMap((city) => [city.name, ...(city.aliases ?? [])].map((name) => [normalizePlaceName(name), city] as const)),
);

function toPlace(city: City): Place {
  return { name: city.name, country: city.country, coordinates: { lat: city.lat, lng: city.lng } };
}

function cityNamed(name: string): Place {
  const city = cityByName.get(normalizePlaceName(name));
  if (!city) throw new Error(`geo: no city named ${name}`);
  return toPlace(city);
}

/** A Spanish (5 digits) or Portuguese (4 digits, optionally -3) postcode; null when the text is neither. */
export function findPostcode(text: string): Place | null {
  const compact = text.replace(/\s+/g, '');
  const spanish = /^(\d{2})\d{3}$/.exec(compact);
  if (spanish) {
    const province = Number(spanish[1]);
    const capital = ES_PROVINCE_CAPITALS[province - 1];
    return capital ? cityNamed(capital) : null;
  }
  const portuguese = /^([1-9]\d{3})(?:-?\d{3})?$/.exec(compact);
  if (portuguese) {
    const digits = portuguese[1];
    for (let length = 4; length >= 1; length--) {
      const city = PT_POSTCODE_PREFIXES[digits.slice(0, length)];
      if (city) return cityNamed(city);
    }
  }
  return null;
}

/** A city by name or alias, with or without accents; failing an exact match, the shortest name the text begins. */
export function findCity(text: string): Place | null {
  const key = normalizePlaceName(text.replace(/,.*$/, ''));
  if (key.length < 2) return null;
  const exact = cityByName.get(key);
  if (exact) return toPlace(exact);
  const partial = [...cityByName.entries()]
    .filter(([name]) => name.startsWith(key))
    .sort(([a], [b]) => a.length - b.length)[0];
  return partial ? toPlace(partial[1]) : null;
}

/** What a visitor typed in the office search: a postcode or a city; null when neither is known. */
export function findPlace(text: string): Place | null {
  return /\d/.test(text) ? findPostcode(text) : findCity(text);
}
