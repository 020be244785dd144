import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { RELAY_LOG, VISITORS } from './setup';

/**
 * Runs after the rest of the tier (the `logs` project depends on `workerd`) over everything wrangler printed,
 * which includes every line the relay logged on workerd while the forms and the webhook were used.
 */

/** Each value as typed, and the forms a log could carry it in: other case, accents stripped, decomposed. */
function variants(value: string): string[] {
  const stripped = value.normalize('NFD').replace(/\p{Diacritic}/gu, '');
  return [...new Set([value, value.normalize('NFD'), stripped].map((v) => v.toLowerCase()))];
}

const personal = [
  ...Object.values(VISITORS).flatMap((visitor) => [visitor.name, visitor.email, ...visitor.name.split(' ')]),
  VISITORS.contact.phoneDigits,
  '612 345 678',
  VISITORS.contact.message,
  // A sentence of the message cut anywhere still gives it away.
  VISITORS.contact.message.slice(0, 20),
].filter((value) => value.length >= 4);

test('the relay logged one line per request, with id, status, outcome and timing', () => {
  const lines = readFileSync(RELAY_LOG, 'utf8').split('\n').filter((line) => line.includes('relay id='));
  expect(lines.length).toBeGreaterThanOrEqual(5);
  for (const line of lines) expect(line).toMatch(/relay id=[0-9a-f]{8} route="[^"]*" method="\w+" status=\d{3} outcome=\S+ ms=\d+/);
  expect(lines.some((line) => /route="\/api\/contact".* status=200 outcome=accepted:contact ms=\d+ lead=[0-9a-f-]{36}/.test(line))).toBe(true);
  const deliveries = readFileSync(RELAY_LOG, 'utf8').split('\n').filter((line) => line.includes('lead id='));
  expect(deliveries.some((line) => /kind=contact attempt=1 outcome=delivered:customerio-transactional ms=\d+/.test(line))).toBe(true);
  expect(deliveries.some((line) => /kind=newsletter step=confirm attempt=1 outcome=provider_rejected:400:customerio-transactional ms=\d+ state=failed/.test(line))).toBe(true);
  expect(lines.some((line) => /route="\/api\/hooks\/cms".* status=202 outcome=triggered:github/.test(line))).toBe(true);
});

test("no line wrangler printed holds a test visitor's name, e-mail, phone or message, in any case or spelling", () => {
  const log = readFileSync(RELAY_LOG, 'utf8');
  const searched = [...new Set([log, log.normalize('NFD'), log.normalize('NFD').replace(/\p{Diacritic}/gu, '')].map((v) => v.toLowerCase()))];
  const found = personal.flatMap(variants).filter((needle) => searched.some((text) => text.includes(needle)));
  expect(found).toEqual([]);
});
