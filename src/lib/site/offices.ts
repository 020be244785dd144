import { HEADQUARTERS } from './company';

/** The brokerage's offices (the head office first), with coordinates for the map links and the nearest-office search. */
export type Office = {
  id: string;
  city: string;
  title: string;
  address: string;
  postalCode: string;
  country: 'ES' | 'PT';
  phone: string;
  coordinates: { lat: number; lng: number };
};

export const OFFICES: readonly Office[] = [
  // The head office is written once, as HEADQUARTERS (./company.ts), which every page reads without this list.
  { id: 'madrid', city: HEADQUARTERS.city, title: 'Nortia Madrid', address: HEADQUARTERS.street, postalCode: HEADQUARTERS.postalCode, country: HEADQUARTERS.country, phone: HEADQUARTERS.phone, coordinates: HEADQUARTERS.coordinates },
  { id: 'barcelona', city: 'Barcelona', title: 'Nortia Barcelona', address: 'Avinguda Diagonal 640, 4º', postalCode: '08017', country: 'ES', phone: '+34 930 000 001', coordinates: { lat: 41.3916, lng: 2.1319 } },
  { id: 'valencia', city: 'Valencia', title: 'Nortia Valencia', address: 'Calle Colón 18, 2º', postalCode: '46004', country: 'ES', phone: '+34 960 000 002', coordinates: { lat: 39.4707, lng: -0.3728 } },
  { id: 'sevilla', city: 'Sevilla', title: 'Nortia Sevilla', address: 'Avenida de la Constitución 24', postalCode: '41004', country: 'ES', phone: '+34 954 000 003', coordinates: { lat: 37.3869, lng: -5.9937 } },
  { id: 'bilbao', city: 'Bilbao', title: 'Nortia Bilbao', address: 'Gran Vía de Don Diego López de Haro 45', postalCode: '48011', country: 'ES', phone: '+34 944 000 004', coordinates: { lat: 43.2627, lng: -2.9400 } },
  { id: 'malaga', city: 'Málaga', title: 'Nortia Málaga', address: 'Calle Larios 12, 3º', postalCode: '29005', country: 'ES', phone: '+34 952 000 005', coordinates: { lat: 36.7196, lng: -4.4214 } },
  { id: 'zaragoza', city: 'Zaragoza', title: 'Nortia Zaragoza', address: 'Paseo de la Independencia 21', postalCode: '50001', country: 'ES', phone: '+34 976 000 006', coordinates: { lat: 41.6515, lng: -0.8818 } },
  { id: 'alicante', city: 'Alicante', title: 'Nortia Alicante', address: 'Avenida Maisonnave 33', postalCode: '03003', country: 'ES', phone: '+34 965 000 007', coordinates: { lat: 38.3436, lng: -0.4943 } },
  { id: 'valladolid', city: 'Valladolid', title: 'Nortia Valladolid', address: 'Calle Santiago 7, 1º', postalCode: '47001', country: 'ES', phone: '+34 983 000 008', coordinates: { lat: 41.6523, lng: -4.7286 } },
  { id: 'a-coruna', city: 'A Coruña', title: 'Nortia A Coruña', address: 'Rúa Real 52', postalCode: '15003', country: 'ES', phone: '+34 981 000 009', coordinates: { lat: 43.3705, lng: -8.3979 } },
  { id: 'palma', city: 'Palma', title: 'Nortia Palma', address: 'Passeig del Born 15', postalCode: '07012', country: 'ES', phone: '+34 971 000 010', coordinates: { lat: 39.5696, lng: 2.6473 } },
  { id: 'murcia', city: 'Murcia', title: 'Nortia Murcia', address: 'Gran Vía Escultor Salzillo 9', postalCode: '30004', country: 'ES', phone: '+34 968 000 011', coordinates: { lat: 37.9847, lng: -1.1285 } },
  { id: 'lisboa', city: 'Lisboa', title: 'Nortia Lisboa', address: 'Avenida da Liberdade 190, 5.º', postalCode: '1250-147', country: 'PT', phone: '+351 210 000 100', coordinates: { lat: 38.7206, lng: -9.1459 } },
  { id: 'porto', city: 'Porto', title: 'Nortia Porto', address: 'Avenida dos Aliados 107', postalCode: '4000-067', country: 'PT', phone: '+351 220 000 101', coordinates: { lat: 41.1480, lng: -8.6110 } },
  { id: 'braga', city: 'Braga', title: 'Nortia Braga', address: 'Avenida da Liberdade 432', postalCode: '4710-249', country: 'PT', phone: '+351 253 000 102', coordinates: { lat: 41.5467, lng: -8.4226 } },
  { id: 'coimbra', city: 'Coimbra', title: 'Nortia Coimbra', address: 'Rua Ferreira Borges 85', postalCode: '3000-180', country: 'PT', phone: '+351 239 000 103', coordinates: { lat: 40.2089, lng: -8.4294 } },
  { id: 'faro', city: 'Faro', title: 'Nortia Faro', address: 'Rua de Santo António 40', postalCode: '8000-283', country: 'PT', phone: '+351 289 000 104', coordinates: { lat: 37.0176, lng: -7.9347 } },
];
