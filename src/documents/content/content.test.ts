import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/lib/i18n/languages';
import { PUBLIC_REGISTERS } from '@/lib/site/duties';
import { BRAND, HEADQUARTERS, PENSION_FUNDS, REGISTRATIONS } from '@/lib/site/company';
import { CONTENT, plannedDocuments } from '../index';
import { FOOTER_LEGAL_DOCUMENTS } from '@/lib/site/documents';
import { toWinAnsi } from '../text';
import type { Block, DocumentBody, DocumentText } from '../types';

function blockText(block: Block): string[] {
  switch (block.kind) {
    case 'bullets':
      return [...block.items];
    case 'facts':
      return block.rows.flat();
    case 'table':
      return [...block.columns.map((c) => c.header), ...block.rows.flat()];
    case 'riskScale':
      return [block.lowLabel, block.highLabel];
    default:
      return [block.text];
  }
}
const allText = (doc: DocumentBody | DocumentText) => ['title' in doc ? doc.title : '', doc.subject, ...doc.blocks.flatMap(blockText)].join('\n');
const words = (doc: DocumentBody) => doc.blocks.flatMap(blockText).join(' ').split(/\s+/).filter(Boolean).length;

describe.each(LANGUAGES)('legal documents in %s', (lang) => {
  it.each(FOOTER_LEGAL_DOCUMENTS)('%s is 400 to 900 words long', (id) => {
    const count = words(CONTENT[lang].legal[id]);
    expect(count).toBeGreaterThanOrEqual(400);
    expect(count).toBeLessThanOrEqual(900);
  });

  it('the legal notice names the company, its contacts, every registration and its public register\'s address', () => {
    const text = allText(CONTENT[lang].legal['legal-notice']);
    for (const fact of [
      BRAND.legalName,
      BRAND.taxId,
      HEADQUARTERS.street,
      HEADQUARTERS.email,
      REGISTRATIONS.spainInsurance,
      REGISTRATIONS.italyInsurance,
      REGISTRATIONS.portugalInsurance,
      REGISTRATIONS.portugalCredit,
      REGISTRATIONS.mortgagePartnerName,
      REGISTRATIONS.mortgagePartner,
    ]) {
      expect(text).toContain(fact);
    }
    expect(text).toContain('Banco de España');
    // The footer shows the registrations; where to check each is here (decision 0043).
    for (const { url } of Object.values(PUBLIC_REGISTERS)) expect(text).toContain(url);
  });

  it('the privacy policy names the controller and where to exercise the rights', () => {
    const text = allText(CONTENT[lang].legal['privacy-policy']);
    expect(text).toContain(BRAND.legalName);
    expect(text).toContain(HEADQUARTERS.email);
  });

  it('the cookies policy states the 30-day consent cookie', () => {
    expect(allText(CONTENT[lang].legal['cookies-policy'])).toMatch(/30 (días|days|dias|giorni)/);
  });
});

describe('the content files', () => {
  it.each(FOOTER_LEGAL_DOCUMENTS)('%s has the same blocks in every language as in Spanish', (id) => {
    const kinds = (lang: (typeof LANGUAGES)[number]) => CONTENT[lang].legal[id].blocks.map((block) => block.kind);
    for (const lang of LANGUAGES) expect(kinds(lang)).toEqual(kinds('es'));
  });
});

describe('pension fund key-data documents', () => {
  const funds = plannedDocuments().filter((d) => d.path.includes('pension-fund'));

  it('use the risk categories of the product', () => {
    expect(Object.fromEntries(PENSION_FUNDS.map((fund) => [fund.id, fund.risk]))).toEqual({
      tranquility: 2,
      balance: 3,
      dynamism: 4,
      'north-america': 5,
      opportunity: 5,
    });
  });

  it.each(funds.map((d) => [d.path, d.text] as const))('%s has the name, risk scale and the past-returns warning', (_, text) => {
    expect(text.title).toMatch(/^Nortia .+ Plan de Pensiones$/);
    expect(text.subject).toBe('Datos fundamentales para el partícipe');
    expect(text.blocks.some((b) => b.kind === 'riskScale')).toBe(true);
    expect(allText(text)).toContain('Las rentabilidades pasadas no garantizan rentabilidades futuras');
    expect(allText(text)).toContain('ficticia');
    // Costs are described, never quantified.
    expect(text.blocks.filter((b) => b.kind === 'paragraph' && /comisi/.test(b.text)).map(blockText).join()).not.toMatch(/\d/);
  });
});

describe('every text of every document', () => {
  it.each(plannedDocuments().map((d) => [d.path, d.text] as const))('%s encodes in WinAnsi', (_, text) => {
    expect(() => toWinAnsi(allText(text))).not.toThrow();
  });
});
