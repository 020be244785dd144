import { describe, expect, it } from 'vitest';
import { complaintReference, isComplaintReference } from './reference';

describe('complaintReference', () => {
  it('is 8 characters of the unambiguous alphabet, the same for the same lead', () => {
    const id = '0f3c9a7e-1b2d-4c5e-8f90-123456789abc';
    expect(complaintReference(id)).toBe(complaintReference(id));
    expect(isComplaintReference(complaintReference(id))).toBe(true);
    expect(complaintReference('00000000-0000-4000-8000-000000000000')).toBe('00000000');
    expect(complaintReference('ffffffff-ff00-4000-8000-000000000000')).toBe('ZZZZZZZZ');
  });

  it('differs between leads and never holds I, L, O or U', () => {
    const references = new Set(Array.from({ length: 500 }, () => complaintReference(crypto.randomUUID())));
    expect(references.size).toBe(500);
    for (const reference of references) expect(reference).not.toMatch(/[ILOU]/);
  });

  it('refuses what is not a reference', () => {
    for (const value of ['ABCDEFG', 'ABCDEFGHI', 'ABCDEFGI', 'abcdefgh', '<script>', null]) expect(isComplaintReference(value)).toBe(false);
  });
});
