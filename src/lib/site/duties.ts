/**
 * The site facts of the regulated broker's duties (issue 42, decision 0043): public registers, complaints, the
 * whistleblowing channel, the accessibility statement. Kept out of company.ts, which every page's script carries:
 * only pages, the footer's build-time content and the documents read these, so no page's script ships them.
 */
/**
 * Where each registration (REGISTRATIONS, company.ts) can be checked: the public registers, linked from the legal
 * notice. The supervisors' own search pages; the operator may point them at the firm's entry once it has one.
 */
export const PUBLIC_REGISTERS = {
  spainInsurance: { register: 'DGSFP', url: 'https://dgsfp.mineco.gob.es/' },
  portugalInsurance: { register: 'ASF', url: 'https://www.asf.com.pt/' },
  italyInsurance: { register: 'IVASS RUI', url: 'https://servizi.ivass.it/RuirPubblica/' },
  portugalCredit: { register: 'Banco de Portugal', url: 'https://www.bportugal.pt/' },
} as const satisfies Record<string, { register: string; url: string }>;

export type Market = 'ES' | 'PT' | 'IT';

/**
 * How complaints are handled (decision 0043): one customer-service department (Spain's Orden ECO/734/2004)
 * receives them for every market, through its address, the post or the complaints form; each market has its own
 * answer time and supervisor to turn to after a late or unsatisfactory answer. The answer times are the operator's
 * lawyers' to confirm (Spain: two months, Orden ECO/734/2004 art. 10; Portugal: 20 days, ASF Norma 10/2009;
 * Italy: 45 days, IVASS Regolamento 24/2008).
 */
export const COMPLAINTS = {
  department: { email: 'reclamaciones@nortia.example' },
  markets: [
    {
      market: 'ES',
      answer: { count: 2, unit: 'month' },
      supervisor: { name: 'Dirección General de Seguros y Fondos de Pensiones (DGSFP)', url: 'https://dgsfp.mineco.gob.es/' },
    },
    {
      market: 'PT',
      answer: { count: 20, unit: 'day' },
      supervisor: { name: 'Autoridade de Supervisão de Seguros e Fundos de Pensões (ASF)', url: 'https://www.asf.com.pt/' },
    },
    {
      market: 'IT',
      answer: { count: 45, unit: 'day' },
      supervisor: { name: 'Istituto per la Vigilanza sulle Assicurazioni (IVASS)', url: 'https://www.ivass.it/' },
    },
  ],
  /** Portugal's electronic complaints book, which every business serving consumers there shows on its site. */
  complaintsBook: 'https://www.livroreclamacoes.pt/',
} as const satisfies {
  department: { email: string };
  markets: readonly { market: Market; answer: { count: number; unit: 'day' | 'month' }; supervisor: { name: string; url: string } }[];
  complaintsBook: string;
};

/**
 * The internal whistleblowing channel (Spain's Ley 2/2023): its address, run outside the site, where reports can
 * be made anonymously; `runBy` names who receives them (the system's responsible person).
 */
export const WHISTLEBLOWING = {
  channelUrl: 'https://canal-etico.nortia.example/',
  // The role's own name in each language (Spain's Ley 2/2023 names it "Responsable del Sistema").
  runBy: {
    es: 'Responsable del Sistema interno de información de Nortia',
    en: 'Internal Reporting System Officer of Nortia',
    pt: 'Responsável pelo Sistema interno de informação da Nortia',
    it: 'Responsabile del sistema interno di segnalazione di Nortia',
  },
} as const;

/**
 * The accessibility statement's facts: when the site was last reviewed against the standard, and the barriers
 * known on that day, by id (each one's text is `accessibility:limits.items.<id>`). Remove an id when its barrier
 * is fixed and tested, and move the date.
 */
export const ACCESSIBILITY = {
  lastReviewed: '2026-11-27',
  // Decision 0044 fixed the walk's other barriers, each with a browser test; what is left is listed here.
  knownLimits: ['banner-covers-focus'],
} as const;
