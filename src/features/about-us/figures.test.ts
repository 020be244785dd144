import { describe, expect, it } from 'vitest';
import { aboutFigures } from './figures';

const byId = (lang: Parameters<typeof aboutFigures>[0]) => Object.fromEntries(aboutFigures(lang).map((f) => [f.id, f]));

describe('aboutFigures', () => {
  it('quotes the group figures in Spanish and English', () => {
    for (const lang of ['es', 'en'] as const) {
      expect(byId(lang)).toEqual({
        annualInvestments: { id: 'annualInvestments', value: 200_000, atLeast: true },
        clients: { id: 'clients', value: 30_000, atLeast: true },
        advisors: { id: 'advisors', value: 250, atLeast: true },
        offices: { id: 'offices', value: 30, atLeast: true },
      });
    }
  });

  it('quotes the Portuguese figures in Portuguese: exactly 50 advisors and more than 20,000 people', () => {
    const pt = byId('pt');
    expect(pt.advisors).toEqual({ id: 'advisors', value: 50, atLeast: false });
    expect(pt.people).toEqual({ id: 'people', value: 20_000, atLeast: true });
    expect(pt.clients).toBeUndefined();
  });

  it('never shows advisor figures in Italian', () => {
    expect(aboutFigures('it').map((f) => f.id)).toEqual(['annualInvestments', 'clients', 'offices']);
  });
});
