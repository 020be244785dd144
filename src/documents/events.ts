import { LANG_TAGS, type Lang } from '@/lib/i18n/languages';
import { OFFICES, type Office } from '@/lib/site/offices';
import { keepTogether } from './text';
import type { Block, DocumentBody, EventTopicId, EventsCalendarCopy } from './types';

export type ScheduledEvent = { date: string; time: string; officeId: string; topic: EventTopicId };

/**
 * Financial-education workshops, December 2026 to May 2027, held in our offices. Tuesdays and Thursdays, avoiding
 * national holidays and Holy Week; sessions in Spain are in Spanish, those in Portugal in Portuguese.
 */
export const EVENTS: readonly ScheduledEvent[] = [
  { date: '2026-12-01', time: '18:30', officeId: 'madrid', topic: 'pension-tax' },
  { date: '2026-12-03', time: '18:30', officeId: 'lisboa', topic: 'pension-tax' },
  { date: '2026-12-10', time: '18:30', officeId: 'barcelona', topic: 'family-budget' },
  { date: '2026-12-15', time: '18:30', officeId: 'valencia', topic: 'pension-tax' },
  { date: '2027-01-19', time: '18:30', officeId: 'sevilla', topic: 'family-budget' },
  { date: '2027-01-21', time: '18:30', officeId: 'porto', topic: 'investing-basics' },
  { date: '2027-01-26', time: '18:00', officeId: 'bilbao', topic: 'retirement' },
  { date: '2027-02-04', time: '18:30', officeId: 'malaga', topic: 'self-employed' },
  { date: '2027-02-09', time: '18:30', officeId: 'zaragoza', topic: 'investing-basics' },
  { date: '2027-02-18', time: '18:30', officeId: 'braga', topic: 'mortgage' },
  { date: '2027-02-23', time: '18:30', officeId: 'madrid', topic: 'alternative-investments' },
  { date: '2027-03-04', time: '18:30', officeId: 'alicante', topic: 'insurance' },
  { date: '2027-03-09', time: '18:30', officeId: 'coimbra', topic: 'young-savers' },
  { date: '2027-03-16', time: '18:00', officeId: 'valladolid', topic: 'retirement' },
  { date: '2027-03-18', time: '18:30', officeId: 'barcelona', topic: 'mortgage' },
  { date: '2027-04-06', time: '18:30', officeId: 'a-coruna', topic: 'family-budget' },
  { date: '2027-04-13', time: '18:30', officeId: 'lisboa', topic: 'retirement' },
  { date: '2027-04-15', time: '18:30', officeId: 'palma', topic: 'insurance' },
  { date: '2027-04-22', time: '18:30', officeId: 'murcia', topic: 'self-employed' },
  { date: '2027-05-06', time: '18:30', officeId: 'faro', topic: 'insurance' },
  { date: '2027-05-11', time: '18:30', officeId: 'valencia', topic: 'young-savers' },
  { date: '2027-05-18', time: '18:30', officeId: 'madrid', topic: 'retirement' },
  { date: '2027-05-20', time: '18:30', officeId: 'porto', topic: 'alternative-investments' },
  { date: '2027-05-25', time: '18:30', officeId: 'sevilla', topic: 'investing-basics' },
];

function officeById(id: string): Office {
  const office = OFFICES.find((o) => o.id === id);
  if (!office) throw new Error(`Unknown office in the events calendar: ${id}`);
  return office;
}

/** Noon UTC keeps the calendar day the same in every time zone. */
const asDate = (iso: string) => new Date(`${iso}T12:00:00Z`);
const capitalize = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/** Builds the calendar document: one table per month, then the addresses of the venues. */
export function eventsCalendarDocument(lang: Lang, copy: EventsCalendarCopy): DocumentBody {
  const tag = LANG_TAGS[lang];
  const monthFormat = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const dayFormat = new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  const columns = [
    { header: copy.columns.date, width: 26 },
    { header: copy.columns.time, width: 9 },
    { header: copy.columns.city, width: 16 },
    { header: copy.columns.topic, width: 49 },
  ];

  const byMonth = new Map<string, ScheduledEvent[]>();
  for (const event of [...EVENTS].sort((a, b) => a.date.localeCompare(b.date))) {
    const month = event.date.slice(0, 7);
    byMonth.set(month, [...(byMonth.get(month) ?? []), event]);
  }
  const months: Block[] = [...byMonth].flatMap(([month, events]) => [
    { kind: 'subheading', text: capitalize(monthFormat.format(asDate(`${month}-01`))) },
    {
      kind: 'table',
      columns,
      rows: events.map((e) => [
        capitalize(dayFormat.format(asDate(e.date))),
        e.time,
        officeById(e.officeId).city,
        copy.topics[e.topic],
      ]),
    },
  ]);

  const venues = [...new Set(EVENTS.map((e) => e.officeId))]
    .map(officeById)
    .sort((a, b) => a.country.localeCompare(b.country) || a.city.localeCompare(b.city, tag));
  return {
    subject: copy.subject,
    blocks: [
      ...copy.intro,
      ...months,
      { kind: 'heading', text: copy.venuesHeading },
      {
        kind: 'facts',
        rows: venues.map((o) => [o.title, `${o.address}, ${keepTogether(`${o.postalCode} ${o.city}`)} · ${keepTogether(o.phone)}`] as const),
      },
      ...copy.closing,
    ],
  };
}
