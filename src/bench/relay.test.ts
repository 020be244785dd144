import { describe, expect, it } from 'vitest';
import { clientAddress, kindOf, relayFigures, type PostResult } from './relay';

const post = (key: string, sentAt: number, answeredAt: number, status = 200, ok = status === 200): PostResult => ({
  key,
  kind: kindOf(Number(key.slice(1))),
  status,
  ok,
  sentAt,
  answeredAt,
});

describe('relayFigures', () => {
  it('measures accepted posts only, each delivery from its own answer, and counts second copies', () => {
    const figures = relayFigures(
      [post('p0', 0, 10), post('p1', 0, 30), post('p2', 5, 25, 429), post('p3', 5, 6, 0), post('p4', 10, 50)],
      new Map([
        ['p0', [110, 900]],
        ['p1', [20]],
        ['p2', [26]],
      ]),
    );
    expect(figures).toEqual({
      accepted: 3,
      refused: { '429': 1, '0': 1 },
      accept: { count: 3, p50: 30, p99: 40, max: 40 },
      delivered: 2,
      doubled: 1,
      duplicates: { contact: { leads: 2, copies: 1 }, newsletter: { leads: 1, copies: 0 } },
      toDelivery: { count: 2, p50: -10, p99: 100, max: 100 },
      deliveredBeforeAnswer: 1,
    });
  });

  it('has no latencies when nothing was accepted', () => {
    expect(relayFigures([post('p0', 0, 1, 503)], new Map())).toMatchObject({ accepted: 0, accept: null, delivered: 0, toDelivery: null });
  });
});

describe('posts of the burst', () => {
  it('alternate contact and newsletter, each from an address of its own', () => {
    expect([0, 1, 2].map(kindOf)).toEqual(['contact', 'newsletter', 'contact']);
    const addresses = Array.from({ length: 10_002 }, (_, i) => clientAddress(i));
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(addresses.every((address) => /^198\.18\.\d{1,3}\.\d{1,3}$/.test(address) && address.split('.').every((part) => Number(part) <= 255))).toBe(true);
  });
});
