/**
 * Facts about the brokerage, typed in one place. The brand is invented for this project. What only the operator
 * can give (registration numbers, the tax id, addresses and links that must reach something real) ships as a
 * stand-in nobody mistakes for a real one: all-zero numbers, `.example` or example.com addresses. Replace the value
 * here; a build for publication (CMS_ENDPOINT set) stops while any is left (src/build/refuse-stand-ins.ts).
 */
export const BRAND = {
  name: 'Nortia',
  legalName: 'Nortia Correduría de Seguros y Asesoramiento Financiero, S.L.',
  taxId: 'B-00000000',
} as const;

/** The head office; the office list (./offices.ts) takes its first entry from here. */
export const HEADQUARTERS = {
  street: 'Paseo de la Castellana 95, planta 12',
  postalCode: '28046',
  city: 'Madrid',
  country: 'ES',
  phone: '+34 910 000 000',
  email: 'hola@nortia.example',
  coordinates: { lat: 40.4497, lng: -3.6918 },
} as const;

export const REGISTRATIONS = {
  /** Spanish insurance regulator (DGSFP) register of insurance distributors. */
  spainInsurance: 'J-0000',
  /** Italian register of insurance intermediaries (RUI, kept by IVASS): its annex of intermediaries from other EU states (Elenco annesso). */
  italyInsurance: 'E000000000',
  /** Portuguese insurance supervisor (ASF): registered insurance broker. */
  portugalInsurance: '000000000',
  /** Banco de Portugal: credit intermediary register. */
  portugalCredit: '0000',
  /** Mortgage intermediation partner, supervised by the Banco de España. */
  mortgagePartnerName: 'Hipotecalia Intermediación, S.L.',
  mortgagePartner: 'D000',
} as const;

export type SocialNetwork = 'linkedin' | 'facebook' | 'x' | 'instagram';
export const SOCIAL_LINKS: ReadonlyArray<{ name: SocialNetwork; label: string; href: string }> = [
  { name: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/nortia-example' },
  { name: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/nortia.example' },
  { name: 'x', label: 'X', href: 'https://x.com/nortia_example' },
  { name: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/nortia.example' },
];

/**
 * Marketing figures from the spec; the Portuguese copy quotes its own figures. Pages show them through
 * ./shown-figures.ts. `offices` is the number of entries in OFFICES (./offices.ts), so the figure and the office finder
 * tell the same story; it is written out rather than counted so every page need not ship the office list, and
 * shown-figures.test.ts fails when the two differ.
 */
export const FIGURES = {
  annualInvestments: 200_000,
  clients: 30_000,
  advisors: 250,
  offices: 17,
  careersMaxFlexibleCompensationPercent: 30,
  portugal: { advisors: 50, people: 20_000 },
} as const;

/** The manager and depositary every pension fund's key-data document names. */
export const PENSION_FUND_ENTITIES = {
  manager: 'Nortia Gestión de Pensiones, E.G.F.P., S.A. (entidad ficticia)',
  depositary: 'Banco Depositario Ilustrativo, S.A. (entidad ficticia)',
} as const;

/** The contracting site; each fund's page is this address followed by the fund's id. */
export const PENSION_FUND_CONTRACTS = 'https://contratacion.nortia.example/planes/';

export type PensionFundId = 'balance' | 'dynamism' | 'north-america' | 'opportunity' | 'tranquility';
/** A pension fund as the page, its description and its key-data PDF name it. */
export type PensionFund = {
  id: PensionFundId;
  /** The product's name, the same in every language. */
  name: string;
  /** Risk category on the 1-7 scale of the key-data document. */
  risk: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  contractUrl: string;
  keyDataPdf: string;
};
export const PENSION_FUNDS: readonly PensionFund[] = (
  [
    ['balance', 'Balance', 3],
    ['dynamism', 'Dynamism', 4],
    ['north-america', 'North America', 5],
    ['opportunity', 'Opportunity', 5],
    ['tranquility', 'Tranquility', 2],
  ] as const
).map(([id, name, risk]) => ({
  id,
  name: `${BRAND.name} ${name}`,
  risk,
  contractUrl: `${PENSION_FUND_CONTRACTS}${id}`,
  keyDataPdf: `/docs/es/pension-fund-${id}.pdf`,
}));
