import { describe, expect, it } from 'vitest';
import { frame, nulSplitter } from './cdp-pipe';

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('nulSplitter', () => {
  it('returns each NUL-ended message of a chunk, and nothing of an unended one yet', () => {
    const split = nulSplitter();
    expect(split(bytes('{"id":1}\0{"id":2}\0{"id"'))).toEqual(['{"id":1}', '{"id":2}']);
    expect(split(bytes(':3}\0{"id":4}\0'))).toEqual(['{"id":3}', '{"id":4}']);
  });

  it('joins a message spread over several chunks, one of them without any NUL', () => {
    const split = nulSplitter();
    expect(split(bytes('{"method":'))).toEqual([]);
    expect(split(bytes('"Page.'))).toEqual([]);
    expect(split(bytes('loadEventFired"}\0'))).toEqual(['{"method":"Page.loadEventFired"}']);
  });

  it('decodes a character whose bytes a chunk boundary cut in two', () => {
    const split = nulSplitter();
    const message = bytes('{"value":"Menú"}\0');
    const cut = message.indexOf(0xc3) + 1;
    expect(split(message.subarray(0, cut))).toEqual([]);
    expect(split(message.subarray(cut))).toEqual(['{"value":"Menú"}']);
  });

  it('starts afresh after a chunk that ends exactly on a NUL', () => {
    const split = nulSplitter();
    expect(split(bytes('{"id":1}\0'))).toEqual(['{"id":1}']);
    expect(split(bytes('\0'))).toEqual(['']);
    expect(split(bytes('{"id":2}\0'))).toEqual(['{"id":2}']);
  });
});

describe('frame', () => {
  it('writes one JSON command ended by a NUL, with the session only when given', () => {
    expect(frame({ id: 7, method: 'Page.enable', params: {} })).toBe('{"id":7,"method":"Page.enable","params":{}}\0');
    const framed = frame({ id: 8, method: 'Runtime.evaluate', params: { expression: 'scrollY' }, sessionId: 'S1' });
    expect(framed.endsWith('\0')).toBe(true);
    expect(JSON.parse(framed.slice(0, -1))).toEqual({ id: 8, method: 'Runtime.evaluate', params: { expression: 'scrollY' }, sessionId: 'S1' });
  });
});
