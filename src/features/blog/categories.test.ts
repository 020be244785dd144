import { describe, expect, it } from 'vitest';
import { categoryDescription, categoryLabel } from './categories';

const strings: Record<string, string> = { 'categories.sustainability.label': 'Sostenibilidad', 'categories.sustainability.description': 'Inversión responsable' };
const t = (key: string) => strings[key] ?? key;

describe('category labels', () => {
  it('reads the label and description of a category slug from the translations', () => {
    expect(categoryLabel(t, 'sustainability')).toBe('Sostenibilidad');
    expect(categoryDescription(t, 'sustainability')).toBe('Inversión responsable');
  });
});
