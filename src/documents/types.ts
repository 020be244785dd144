import type { Lang } from '@/lib/i18n/languages';

/** The building blocks a document is made of; the renderer lays them out and breaks pages. */
export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'subheading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: readonly string[] }
  /** Label/value rows, label in bold (key data, identity of the company). */
  | { kind: 'facts'; rows: ReadonlyArray<readonly [label: string, value: string]> }
  /** A table with relative column widths; the header row repeats after a page break. */
  | { kind: 'table'; columns: ReadonlyArray<{ header: string; width: number }>; rows: ReadonlyArray<readonly string[]> }
  /** The 1-7 risk indicator of a pension plan's key-data document. */
  | { kind: 'riskScale'; value: number; lowLabel: string; highLabel: string }
  /** A framed, shaded paragraph for warnings. */
  | { kind: 'notice'; text: string };

export type DocumentText = {
  /** The footer's link text for the document (./titles.ts), so link and PDF say the same. */
  title: string;
  /** PDF subject metadata and the line under the title. */
  subject: string;
  blocks: readonly Block[];
};

import type { LegalDocumentId } from '@/lib/site/documents';
export type { LegalDocumentId };

export type EventTopicId =
  | 'retirement'
  | 'family-budget'
  | 'pension-tax'
  | 'investing-basics'
  | 'insurance'
  | 'mortgage'
  | 'self-employed'
  | 'alternative-investments'
  | 'young-savers';

/** A document's text before it gets its title, which the site's translations hold (./titles.ts). */
export type DocumentBody = Omit<DocumentText, 'title'>;

/** Words of the events calendar; the schedule itself is shared by every language (events.ts). */
export type EventsCalendarCopy = {
  subject: string;
  intro: readonly Block[];
  columns: { date: string; time: string; city: string; topic: string };
  topics: Record<EventTopicId, string>;
  venuesHeading: string;
  closing: readonly Block[];
};

/** Everything one language contributes to the generated documents. */
export type LanguageDocuments = {
  lang: Lang;
  /** The line under the brand in every page's header band, e.g. "ASESORES FINANCIEROS". */
  masthead: string;
  /** Footer label before the version, e.g. "Versión". */
  versionLabel: string;
  legal: Record<LegalDocumentId, DocumentBody>;
  eventsCalendar: EventsCalendarCopy;
};
