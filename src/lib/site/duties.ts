/**
 * The site facts of the regulated broker's duties (issue 42, decision 0043): public registers, complaints, the
 * whistleblowing channel, the accessibility statement. Kept out of company.ts, which every page's script carries:
 * only pages, the footer's build-time content and the documents read these, so no page's script ships them.
 */
/**
 * Where each registration (REGISTRATIONS, company.ts) can be checked: the public registers, linked from the footer's
 * registration notices and the legal notice (a link in its PDF). The supervisors' own pages where the registers are
 * searched; the operator may point them at the firm's entry once it has one.
 * For the operator's lawyers: the register of each entry (Italy: the RUI's Elenco annesso; Portugal: the credit
 * intermediary in the Banco de Portugal's register, searched in its Portal do Cliente Bancário).
 */
export const PUBLIC_REGISTERS = {
  spainInsurance: { register: 'DGSFP', url: 'https://dgsfp.mineco.gob.es/' },
  portugalInsurance: { register: 'ASF', url: 'https://www.asf.com.pt/' },
  italyInsurance: { register: 'IVASS RUI', url: 'https://servizi.ivass.it/RuirPubblica/' },
  portugalCredit: { register: 'Banco de Portugal', url: 'https://clientebancario.bportugal.pt/' },
  // The mortgage partner's registration as a real-estate credit intermediary; for the operator's lawyers: its entry.
  mortgagePartner: { register: 'Banco de España', url: 'https://www.bde.es/' },
} as const satisfies Record<string, { register: string; url: string }>;

export type PublicRegister = keyof typeof PUBLIC_REGISTERS;

export type Market = 'ES' | 'PT' | 'IT';

/** What a complaint is about, which decides where it goes after the department's answer. */
export type ComplaintProducts = 'insurance' | 'credit';

/**
 * How complaints are handled (decision 0043): one customer-service department (Spain's Orden ECO/734/2004)
 * receives them for every market, through its address, the post or the complaints form; each market has its own
 * answer time, and after a late or unsatisfactory answer a complaint about insurance goes to the insurance
 * supervisor, one about a loan or a mortgage to the bank supervisor's complaints service (Italy: the Banca d'Italia's
 * Arbitro Bancario Finanziario). Links go to the supervisors' complaints pages where their address is known and
 * stable (Banco de España, IVASS, the ABF and the Portal do Cliente Bancário are the complaints services' own
 * pages); the DGSFP's and the ASF's are their home pages, from which the complaints service is one click.
 * For the operator's lawyers: the answer times (Spain: two months, Orden ECO/734/2004 art. 10, one month for
 * consumers' complaints about banking services; Portugal: 20 days, ASF Norma 10/2009; Italy: 45 days, IVASS
 * Regolamento 24/2008; whether a shorter time applies to consumers, e.g. Spain's one month of Ley 7/2017), and
 * whether each market's credit complaints go to that bank supervisor (in Spain the mortgages are intermediated by
 * the partner in REGISTRATIONS, which has its own customer service).
 */
export const COMPLAINTS = {
  department: { email: 'reclamaciones@nortia.example' },
  markets: [
    {
      market: 'ES',
      answer: { count: 2, unit: 'month' },
      supervisors: [
        { products: 'insurance', name: 'Dirección General de Seguros y Fondos de Pensiones (DGSFP)', url: 'https://dgsfp.mineco.gob.es/' },
        { products: 'credit', name: 'Banco de España', url: 'https://www.bde.es/wbe/es/para-ciudadano/servicios/reclamaciones/' },
      ],
    },
    {
      market: 'PT',
      answer: { count: 20, unit: 'day' },
      supervisors: [
        { products: 'insurance', name: 'Autoridade de Supervisão de Seguros e Fundos de Pensões (ASF)', url: 'https://www.asf.com.pt/' },
        { products: 'credit', name: 'Banco de Portugal', url: 'https://clientebancario.bportugal.pt/' },
      ],
    },
    {
      market: 'IT',
      answer: { count: 45, unit: 'day' },
      supervisors: [
        { products: 'insurance', name: 'Istituto per la Vigilanza sulle Assicurazioni (IVASS)', url: 'https://www.ivass.it/consumatori/reclami/index.html' },
        { products: 'credit', name: 'Arbitro Bancario Finanziario (ABF)', url: 'https://www.arbitrobancariofinanziario.it/' },
      ],
    },
  ],
  /** Portugal's electronic complaints book, which every business serving consumers there shows on its site. */
  complaintsBook: 'https://www.livroreclamacoes.pt/',
} as const satisfies {
  department: { email: string };
  markets: readonly {
    market: Market;
    answer: { count: number; unit: 'day' | 'month' };
    supervisors: readonly { products: ComplaintProducts; name: string; url: string }[];
  }[];
  complaintsBook: string;
};

/**
 * The internal whistleblowing channel (Spain's Ley 2/2023): its address, run outside the site, where reports can
 * be made anonymously; `runBy` names who receives them (the system's responsible person). `external` is each
 * market's public authority that takes reports directly, before or instead of the internal channel (Spain: Ley
 * 2/2023 title III; Italy: D.Lgs. 24/2023 art. 7; Portugal: Lei 93/2021 art. 12, where the authority competent for
 * the matter takes it, and the MENAC when none is or the report concerns it), each accepting anonymous reports
 * where its own rules allow.
 * For the operator's lawyers: the whistleblowing page's texts (what the channel is for, who may use it, the 7-day
 * acknowledgement and 3-month answer, anonymity), and each market's external authorities.
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
  external: [
    { market: 'ES', authority: 'Autoridad Independiente de Protección del Informante, A.A.I.', url: 'https://www.proteccioninformante.gob.es/' },
    { market: 'PT', authority: 'Mecanismo Nacional Anticorrupção (MENAC)', url: 'https://mec-anticorrupcao.pt/' },
    { market: 'IT', authority: 'Autorità Nazionale Anticorruzione (ANAC)', url: 'https://whistleblowing.anticorruzione.it/' },
  ],
} as const satisfies {
  channelUrl: string;
  runBy: Record<string, string>;
  external: readonly { market: Market; authority: string; url: string }[];
};

/**
 * The accessibility statement's facts: when the site was last reviewed against the standard, and the barriers
 * known on that day, by id (each one's text is `accessibility:limits.items.<id>`). Remove an id when its barrier
 * is fixed and tested, and move the date.
 * For the operator's lawyers: the statement's state of conformance ("partially conformant" until an audit says
 * more than the project's own checks can).
 */
export const ACCESSIBILITY = {
  lastReviewed: '2026-11-28',
  // Decisions 0044 and 0056 fixed the walk's barriers, each with a browser test; none is known today.
  knownLimits: [] as readonly string[],
} as const;
