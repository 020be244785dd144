import { CAREERS } from '@/features/careers/application-channels';
import { PRESS_ITEMS } from '@/features/home/press/press-items';
import * as duties from '@/lib/site/duties';
import * as company from '@/lib/site/company';
import { OFFICES } from '@/lib/site/offices';

/**
 * The site facts still holding the stand-in this repository ships for them, by name and file. A build for
 * publication refuses them: a visitor would read a licence number like "J-0000" in the footer or follow a link to
 * example.com. The stand-ins are listed here, read by the build only, so the pages carry no marker.
 */
export type UnsetFact = { name: string; value: string; file: string };

type Source = { file: string; values: Readonly<Record<string, unknown>> };

/**
 * Every module holding facts only the operator can give: the site's facts, its duties' facts and office list, and the two features
 * whose links are theirs alone (kept there so every other page does not ship them).
 */
export const FACT_SOURCES: readonly Source[] = [
  { file: 'src/lib/site/company.ts', values: company },
  { file: 'src/lib/site/duties.ts', values: duties },
  { file: 'src/lib/site/offices.ts', values: { OFFICES } },
  { file: 'src/features/home/press/press-items.ts', values: { PRESS_ITEMS } },
  { file: 'src/features/careers/application-channels.ts', values: { CAREERS } },
];

/** Each fact only the operator can give, by name, with its stand-in. The Madrid office's phone is the head office's. */
export const STAND_INS: Readonly<Record<string, string>> = {
  'BRAND.taxId': 'B-00000000',
  'HEADQUARTERS.phone': '+34 910 000 000',
  'HEADQUARTERS.email': 'hola@nortia.example',
  'REGISTRATIONS.spainInsurance': 'J-0000',
  'REGISTRATIONS.italyInsurance': 'E000000000',
  'REGISTRATIONS.portugalInsurance': '000000000',
  'REGISTRATIONS.portugalCredit': '0000',
  'REGISTRATIONS.mortgagePartnerName': 'Hipotecalia Intermediación, S.L.',
  'REGISTRATIONS.mortgagePartner': 'D000',
  'COMPLAINTS.department.email': 'reclamaciones@nortia.example',
  'WHISTLEBLOWING.channelUrl': 'https://canal-etico.nortia.example/',
  'SOCIAL_LINKS[linkedin].href': 'https://www.linkedin.com/company/nortia-example',
  'SOCIAL_LINKS[facebook].href': 'https://www.facebook.com/nortia.example',
  'SOCIAL_LINKS[x].href': 'https://x.com/nortia_example',
  'SOCIAL_LINKS[instagram].href': 'https://www.instagram.com/nortia.example',
  'PENSION_FUND_ENTITIES.manager': 'Nortia Gestión de Pensiones, E.G.F.P., S.A. (entidad ficticia)',
  'PENSION_FUND_ENTITIES.depositary': 'Banco Depositario Ilustrativo, S.A. (entidad ficticia)',
  PENSION_FUND_CONTRACTS: 'https://contratacion.nortia.example/planes/',
  'CAREERS.email': 'talento@nortia.example',
  'CAREERS.jobBoardUrl': 'https://empleo.nortia.example/ofertas',
  'PRESS_ITEMS[faro].url': 'https://example.com/el-faro-economico/2026/03/asesoramiento-independiente-sin-comisiones',
  'PRESS_ITEMS[poupanca].url': 'https://example.com/jornal-da-poupanca/2026/02/nortia-chega-a-braga-e-faro',
  'PRESS_ITEMS[risparmio].url': 'https://example.com/corriere-del-risparmio/2025/11/educazione-finanziaria-nelle-imprese',
  'PRESS_ITEMS[mercados].url': 'https://example.com/mercados-y-hogar/2025/09/planificar-la-jubilacion-a-los-40',
  ...Object.fromEntries(
    (
      [
        ['barcelona', '+34 930 000 001'],
        ['valencia', '+34 960 000 002'],
        ['sevilla', '+34 954 000 003'],
        ['bilbao', '+34 944 000 004'],
        ['malaga', '+34 952 000 005'],
        ['zaragoza', '+34 976 000 006'],
        ['alicante', '+34 965 000 007'],
        ['valladolid', '+34 983 000 008'],
        ['a-coruna', '+34 981 000 009'],
        ['palma', '+34 971 000 010'],
        ['murcia', '+34 968 000 011'],
        ['lisboa', '+351 210 000 100'],
        ['porto', '+351 220 000 101'],
        ['braga', '+351 253 000 102'],
        ['coimbra', '+351 239 000 103'],
        ['faro', '+351 289 000 104'],
      ] as const
    ).map(([office, phone]) => [`OFFICES[${office}].phone`, phone]),
  ),
};

/** Items of a list are named by their id or name (`OFFICES[porto].phone`), else by position. */
function keyOf(item: unknown, index: number): string {
  const record = item as { id?: unknown; name?: unknown } | null;
  const key = typeof record?.id === 'string' ? record.id : typeof record?.name === 'string' ? record.name : undefined;
  return key ?? String(index);
}

/** Every string a source holds, by name (`REGISTRATIONS.spainInsurance`), with the file it is set in. */
export function factValues(sources: readonly Source[] = FACT_SOURCES): Map<string, { value: string; file: string }> {
  const found = new Map<string, { value: string; file: string }>();
  const walk = (value: unknown, name: string, file: string): void => {
    if (typeof value === 'string') found.set(name, { value, file });
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${name}[${keyOf(item, index)}]`, file));
    else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) walk(item, `${name}.${key}`, file);
  };
  for (const { file, values } of sources) for (const [name, value] of Object.entries(values)) walk(value, name, file);
  return found;
}

export function unsetFacts(sources: readonly Source[] = FACT_SOURCES, standIns = STAND_INS): UnsetFact[] {
  const values = factValues(sources);
  return Object.entries(standIns).flatMap(([name, standIn]) => {
    const fact = values.get(name);
    return fact?.value === standIn ? [{ name, value: standIn, file: fact.file }] : [];
  });
}

/**
 * A build from CMS_ENDPOINT is a build for publication: it stops while any fact is a stand-in, naming each and
 * where to set it. Local builds and tests (no CMS_ENDPOINT) keep the stand-ins.
 */
export function checkSiteFacts(env: Readonly<Record<string, string | undefined>> = process.env, unset = unsetFacts): void {
  if (!env.CMS_ENDPOINT?.trim()) return;
  const left = unset();
  if (!left.length) return;
  throw new Error(
    [
      `${left.length} site facts are still stand-ins, and a build for publication (CMS_ENDPOINT set) must not show them.`,
      'Set each one to the real value in the file named (docs/operations.md §9):',
      ...left.map(({ name, value, file }) => `  - ${name} = "${value}" in ${file}`),
    ].join('\n'),
  );
}
