import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './compression';

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding(undefined)).toBeNull();
  });
  it('honours q=0 and wildcards', () => {
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0')).toBeNull();
  });
});
