import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Lang } from '@/lib/i18n/languages';
import { FOOTER_LEGAL_DOCUMENTS, type SiteDocument } from '@/lib/site/documents';
import enWords from './content/en/words.json';
import esWords from './content/es/words.json';
import itWords from './content/it/words.json';
import ptWords from './content/pt/words.json';
import { BRAND, COMPLAINTS_EMAIL, CONTACT, HQ_ADDRESS, REGISTRATIONS, identityFacts, registerFacts, type IdentityLabels } from './content/shared';
import { parseMarkdownDocument } from './markdown';
import type { Block, EventTopicId, LanguageDocuments } from './types';

/** A language's labels around the prose (content/<lang>/words.json); the compiler checks every language has them all. */
type LanguageWords = {
  masthead: string;
  versionLabel: string;
  identity: IdentityLabels;
  eventsCalendar: { columns: { date: string; time: string; city: string; topic: string }; topics: Record<EventTopicId, string>; venuesHeading: string };
};

const WORDS: Record<Lang, LanguageWords> = { es: esWords, en: enWords, pt: ptWords, it: itWords };

const CONTENT_DIR = path.join(__dirname, 'content');

/** The site facts a text names as `{NAME}`: quoted the same way in every language. */
const FACTS: Record<string, string> = {
  'BRAND.name': BRAND.name,
  'BRAND.legalName': BRAND.legalName,
  'CONTACT.email': CONTACT.email,
  'CONTACT.phone': CONTACT.phone,
  HQ_ADDRESS,
  COMPLAINTS_EMAIL,
  ...Object.fromEntries(Object.entries(REGISTRATIONS).map(([name, value]) => [`REGISTRATIONS.${name}`, value])),
};

/** Where the events calendar's generated schedule and venues stand between its intro and its closing. */
const SCHEDULE: Block = { kind: 'paragraph', text: '' };

function readDocument(lang: Lang, id: SiteDocument) {
  const file = path.join(CONTENT_DIR, lang, `${id}.md`);
  const where = path.relative(process.cwd(), file);
  const identity = identityFacts(WORDS[lang].identity);
  const { fields, blocks } = parseMarkdownDocument(
    readFileSync(file, 'utf8'),
    {
      fill: (text) =>
        text.replace(/\{([A-Z_]+(?:\.[a-zA-Z]+)?)\}/g, (_, name: string) => {
          if (!(name in FACTS)) throw new Error(`${where}: no site fact is called {${name}}`);
          return FACTS[name];
        }),
      generated: (name) => {
        if (name === 'identity') return identity;
        if (name === 'register-facts') return registerFacts;
        if (name === 'schedule' && id === 'events-calendar') return SCHEDULE;
        throw new Error(`${where}: no block is built for {{${name}}}`);
      },
    },
    where,
  );
  if (!fields.subject) throw new Error(`${where}: the front matter has no subject`);
  return { subject: fields.subject, blocks };
}

function readLanguage(lang: Lang): LanguageDocuments {
  const words = WORDS[lang];
  const legal = {} as LanguageDocuments['legal'];
  for (const id of FOOTER_LEGAL_DOCUMENTS) legal[id] = readDocument(lang, id);
  const calendar = readDocument(lang, 'events-calendar');
  const schedule = calendar.blocks.indexOf(SCHEDULE);
  if (schedule < 0) throw new Error(`content/${lang}/events-calendar.md: no {{schedule}} line`);
  return {
    lang,
    masthead: words.masthead,
    versionLabel: words.versionLabel,
    legal,
    eventsCalendar: {
      subject: calendar.subject,
      intro: calendar.blocks.slice(0, schedule),
      closing: calendar.blocks.slice(schedule + 1),
      ...words.eventsCalendar,
    },
  };
}

/** Every language's documents, read from src/documents/content/<lang>/ (the prose in Markdown, the labels in JSON). */
export function readContent(): Record<Lang, LanguageDocuments> {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, readLanguage(lang)])) as Record<Lang, LanguageDocuments>;
}
