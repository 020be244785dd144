import { PENSION_FUND_ENTITIES, PENSION_FUNDS, type PensionFund, type PensionFundId } from '@/lib/site/company';
import type { DocumentText } from '../types';
import { BRAND, CONTACT, REGISTRATIONS } from './shared';

/** What sets each plan apart besides its name and risk (site facts); the rest of its document is common to the five. */
type FundProfile = {
  policy: string;
  mix: ReadonlyArray<readonly [assetClass: string, weight: string]>;
  investor: string;
  risks: readonly string[];
};

const MARKET_RISK = 'Riesgo de mercado: las cotizaciones de las acciones pueden variar de forma significativa en periodos cortos.';
const RATE_RISK = 'Riesgo de tipo de interés: las subidas de tipos reducen el valor de los bonos en cartera.';
const CREDIT_RISK = 'Riesgo de crédito: un emisor de renta fija puede no atender sus pagos o ver rebajada su calificación.';

export const FUND_PROFILES: Record<PensionFundId, FundProfile> = {
  tranquility: {
    policy:
      'Plan de renta fija mixta de perfil conservador. Invierte mayoritariamente en renta fija pública y privada de emisores de la zona euro con buena calidad crediticia y duración moderada, y destina hasta un 30% a renta variable, principalmente europea, para mejorar el potencial de revalorización a largo plazo.',
    mix: [
      ['Renta fija', 'Mayoritaria (al menos un 70%)'],
      ['Renta variable', 'Hasta un 30%'],
    ],
    investor: 'Partícipes que priorizan la estabilidad del ahorro acumulado, con un horizonte de inversión corto o medio o próximos a la jubilación.',
    risks: [RATE_RISK, CREDIT_RISK, MARKET_RISK],
  },
  balance: {
    policy:
      'Plan mixto equilibrado. Reparte la inversión a partes similares entre renta variable internacional y renta fija, con un pequeño porcentaje en otros activos, como liquidez e inversiones alternativas, que aportan diversificación. La gestora revisa periódicamente los pesos para mantener el equilibrio entre crecimiento y estabilidad.',
    mix: [
      ['Renta variable', 'En torno al 45%'],
      ['Renta fija', 'En torno al 45%'],
      ['Otros activos', 'En torno al 10%'],
    ],
    investor: 'Partícipes con un horizonte de inversión medio o largo que aceptan oscilaciones moderadas a cambio de un mayor potencial de rentabilidad.',
    risks: [MARKET_RISK, RATE_RISK, CREDIT_RISK],
  },
  dynamism: {
    policy:
      'Plan de renta variable mixta de perfil dinámico. Invierte mayoritariamente en acciones de compañías internacionales, diversificadas por sectores y zonas geográficas, y puede mantener hasta un 30% en renta fija para amortiguar las caídas del mercado.',
    mix: [
      ['Renta variable', 'Mayoritaria (al menos un 70%)'],
      ['Renta fija', 'Hasta un 30%'],
    ],
    investor: 'Partícipes con un horizonte largo, lejos de la jubilación, que buscan crecimiento y toleran caídas temporales del valor de su ahorro.',
    risks: [MARKET_RISK, 'Riesgo de divisa: parte de la cartera puede estar invertida en monedas distintas del euro.', RATE_RISK],
  },
  'north-america': {
    policy:
      'Plan de renta variable internacional centrado en Estados Unidos. Invierte en torno al 100% de su patrimonio en acciones de compañías estadounidenses de elevada capitalización, manteniendo solo la liquidez necesaria para la operativa diaria.',
    mix: [
      ['Renta variable de EE. UU.', 'En torno al 100%'],
      ['Liquidez', 'La necesaria para la operativa'],
    ],
    investor: 'Partícipes con un horizonte largo que desean exposición al mercado de acciones estadounidense y aceptan una volatilidad elevada.',
    risks: [
      MARKET_RISK,
      'Riesgo de divisa: las inversiones están denominadas en dólares estadounidenses, por lo que el tipo de cambio con el euro afecta al valor del plan.',
      'Riesgo de concentración: la cartera se centra en un único país.',
    ],
  },
  opportunity: {
    policy:
      'Plan de renta variable europea. Invierte en torno al 100% de su patrimonio en acciones de compañías europeas, seleccionadas por su solidez financiera y su potencial de crecimiento, diversificadas entre países y sectores.',
    mix: [
      ['Renta variable europea', 'En torno al 100%'],
      ['Liquidez', 'La necesaria para la operativa'],
    ],
    investor: 'Partícipes con un horizonte largo que buscan el crecimiento de las empresas europeas y aceptan una volatilidad elevada.',
    risks: [
      MARKET_RISK,
      'Riesgo de divisa: algunas acciones europeas cotizan en monedas distintas del euro, como la libra esterlina o el franco suizo.',
      'Riesgo de concentración: la cartera se centra en una única región.',
    ],
  },
};

function keyDataDocument(fund: PensionFund, profile: FundProfile): DocumentText {
  return {
    title: `${fund.name} Plan de Pensiones`,
    subject: 'Datos fundamentales para el partícipe',
    blocks: [
      {
        kind: 'notice',
        text: 'Documento ilustrativo. Recoge de forma resumida la información esencial del plan para ayudarle a comprender su naturaleza y sus riesgos. No es material promocional ni una oferta de contratación: antes de adherirse, su asesor le entregará el documento de datos fundamentales vigente, las especificaciones del plan y la declaración de los principios de su política de inversión.',
      },
      { kind: 'heading', text: 'Datos del plan' },
      {
        kind: 'facts',
        rows: [
          ['Denominación', `${fund.name} Plan de Pensiones`],
          ['Modalidad', 'Plan de pensiones del sistema individual, de aportación definida'],
          ['Entidad gestora', PENSION_FUND_ENTITIES.manager],
          ['Entidad depositaria', PENSION_FUND_ENTITIES.depositary],
          ['Mediador', `${BRAND.legalName}, correduría de seguros inscrita en la DGSFP con la clave ${REGISTRATIONS.spainInsurance}`],
          ['Categoría de riesgo', `${fund.risk} en una escala de 1 (menor riesgo) a 7 (mayor riesgo)`],
          ['Divisa', 'Euro'],
        ],
      },
      { kind: 'heading', text: 'Objetivo y política de inversión' },
      { kind: 'paragraph', text: profile.policy },
      {
        kind: 'table',
        columns: [
          { header: 'Clase de activo', width: 55 },
          { header: 'Peso orientativo', width: 45 },
        ],
        rows: profile.mix,
      },
      { kind: 'paragraph', text: `Perfil de partícipe al que se dirige: ${profile.investor}` },
      { kind: 'heading', text: 'Perfil de riesgo y rentabilidad' },
      {
        kind: 'riskScale',
        value: fund.risk,
        lowLabel: 'Menor riesgo · rentabilidad potencialmente menor',
        highLabel: 'Mayor riesgo · rentabilidad potencialmente mayor',
      },
      {
        kind: 'paragraph',
        text: `El indicador clasifica el plan en la categoría ${fund.risk} según la volatilidad de su cartera. La categoría puede variar con el tiempo y la categoría 1 no significa que la inversión esté libre de riesgo. Los principales riesgos del plan son:`,
      },
      { kind: 'bullets', items: profile.risks },
      { kind: 'heading', text: 'Gastos' },
      {
        kind: 'paragraph',
        text: 'El plan soporta una comisión de gestión y una comisión de depósito, siempre dentro de los límites máximos que fija la normativa de planes de pensiones. Ambas se deducen diariamente del patrimonio del fondo y ya están reflejadas en el valor de la participación, por lo que el partícipe no las paga aparte. No se aplican comisiones por realizar aportaciones ni por movilizar los derechos consolidados. El detalle de los gastos figura en las especificaciones del plan y en la información periódica que recibirá.',
      },
      { kind: 'heading', text: 'Rentabilidad' },
      {
        kind: 'paragraph',
        text: 'Este documento ilustrativo no recoge datos de rentabilidad. Las rentabilidades pasadas no garantizan rentabilidades futuras. El plan no garantiza la rentabilidad ni el capital aportado: el valor de los derechos consolidados depende de la evolución de los mercados y puede bajar además de subir.',
      },
      { kind: 'heading', text: 'Información práctica' },
      {
        kind: 'bullets',
        items: [
          'Contingencias cubiertas: jubilación, incapacidad permanente, fallecimiento y dependencia severa o gran dependencia.',
          'Liquidez: los derechos consolidados solo pueden cobrarse al producirse una contingencia, en los supuestos excepcionales de enfermedad grave o desempleo de larga duración, o cuando correspondan a aportaciones con más de diez años de antigüedad, según la normativa vigente.',
          'Movilización: puede traspasar sus derechos consolidados a otro plan de pensiones en cualquier momento, sin coste fiscal.',
          'Fiscalidad: las aportaciones reducen la base imponible general del IRPF dentro de los límites legales; las prestaciones tributan como rendimientos del trabajo en el momento de su cobro.',
          `Información y reclamaciones: recibirá información periódica sobre la evolución del plan. Para cualquier consulta o reclamación, diríjase a su asesor de ${BRAND.name} (${CONTACT.email}, ${CONTACT.phone}) o al defensor del partícipe que designe la entidad promotora.`,
        ],
      },
    ],
  };
}

/** The five key-data documents, in the order of the fund list in src/lib/site/company.ts. */
export function pensionFundDocuments(): Array<{ id: PensionFundId; text: DocumentText }> {
  return PENSION_FUNDS.map((fund) => ({ id: fund.id, text: keyDataDocument(fund, FUND_PROFILES[fund.id]) }));
}
