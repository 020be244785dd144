import { describe, expect, it } from 'vitest';
import { figureBoxesFor } from '@/lib/site/home';
import { formatFigure } from './figures';

describe('formatFigure', () => {
  it('groups thousands the way each language writes them', () => {
    expect(formatFigure(200_000, 'es')).toBe('200.000+');
    expect(formatFigure(200_000, 'en')).toBe('200,000+');
    expect(formatFigure(30_000, 'it')).toBe('30.000+');
    // Portuguese groups with a (narrow) no-break space.
    expect(formatFigure(30_000, 'pt')).toMatch(/^30\s000\+$/u);
    expect(formatFigure(250, 'es')).toBe('250+');
  });
});

describe('figureBoxesFor', () => {
  it('shows all four boxes except the advisors in Italian', () => {
    expect(figureBoxesFor('es').map((box) => box.id)).toEqual(['investments', 'clients', 'advisors', 'spain']);
    expect(figureBoxesFor('pt').map((box) => box.id)).toContain('advisors');
    expect(figureBoxesFor('it').map((box) => box.id)).toEqual(['investments', 'clients', 'spain']);
  });
});
