import { describe, expect, it } from 'vitest';
import { categoryLabel, humanizeCategory } from './categories';

const labels: Record<string, string> = { 'categories.nortia.label': 'Nortia', 'categories.sustainability.label': 'Sostenibilidad' };
const t = (key: string, { defaultValue }: { defaultValue: string }) => labels[key] ?? defaultValue;

describe('category labels', () => {
  it('uses the translation of a known category', () => {
    expect(categoryLabel(t, 'sustainability')).toBe('Sostenibilidad');
  });

  it('humanises a value the translations do not know yet', () => {
    expect(categoryLabel(t, 'financial_education')).toBe('Financial education');
    expect(categoryLabel(t, 'REAL_ESTATE')).toBe('Real estate');
    expect(humanizeCategory('green-bonds')).toBe('Green bonds');
  });
});
