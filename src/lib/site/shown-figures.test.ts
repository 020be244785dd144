import { describe, expect, it } from 'vitest';
import { OFFICES } from './offices';
import { aboutFigures, copyFigures, formatFigure, formatNumber, homeFigures, SITE_FIGURES } from './shown-figures';

describe('formatFigure', () => {
  it('writes "more than" the same way on every page of a language', () => {
    const { annualInvestments, advisors } = SITE_FIGURES;
    expect(formatFigure(annualInvestments, 'es')).toBe('+200.000');
    expect(formatFigure(annualInvestments, 'en')).toBe('200,000+');
    expect(formatFigure(annualInvestments, 'it')).toBe('+200.000');
    // Portuguese groups with a no-break space, so the figure never wraps.
    expect(formatFigure(annualInvestments, 'pt')).toMatch(/^\+200\u00a0000$/u);
    expect(formatFigure(advisors, 'es')).toBe('+250');
  });

  it('shows an exact figure without a sign', () => {
    expect(formatFigure(SITE_FIGURES.offices, 'es')).toBe(String(OFFICES.length));
    expect(formatFigure(SITE_FIGURES.portugalAdvisors, 'pt')).toBe('50');
  });

  it('groups plain numbers the way each language writes them', () => {
    expect(formatNumber(30_000, 'es')).toBe('30.000');
    expect(formatNumber(30_000, 'en')).toBe('30,000');
    expect(formatNumber(30_000, 'pt')).toBe('30\u00a0000');
  });
});

describe('the office count', () => {
  it('is the number of offices the office finder lists, stated exactly', () => {
    expect(SITE_FIGURES.offices).toEqual({ id: 'offices', value: OFFICES.length, atLeast: false });
    expect(copyFigures('it').offices).toBe(String(OFFICES.length));
  });
});

describe('homeFigures and aboutFigures', () => {
  const ids = (figures: { id: string }[]) => figures.map((figure) => figure.id);

  it('quote the same group figures on both pages', () => {
    for (const lang of ['es', 'en'] as const) {
      expect(ids(homeFigures(lang))).toEqual(['annualInvestments', 'clients', 'advisors', 'offices']);
      expect(aboutFigures(lang)).toEqual(homeFigures(lang));
    }
  });

  it('give the Portuguese about page its own figures: exactly 50 advisers and more than 20,000 people in Portugal', () => {
    expect(ids(aboutFigures('pt'))).toEqual(['portugalAdvisors', 'portugalPeople', 'offices', 'annualInvestments']);
    expect(SITE_FIGURES.portugalAdvisors).toMatchObject({ value: 50, atLeast: false });
    expect(SITE_FIGURES.portugalPeople).toMatchObject({ value: 20_000, atLeast: true });
  });

  it('never show advisor figures in Italian', () => {
    expect(ids(homeFigures('it'))).toEqual(['annualInvestments', 'clients', 'offices']);
    expect(ids(aboutFigures('it'))).toEqual(['annualInvestments', 'clients', 'offices']);
  });
});
