import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RELAY_VARIABLES, relayVariablesOf } from './variables';

const here = import.meta.dirname;

function relaySources(dir = here): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : relaySources(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && entry.name !== 'variables.ts' ? [file] : [];
  });
}

describe('RELAY_VARIABLES', () => {
  it('holds every variable name the relay code reads, each documented in .env.example', () => {
    const inCode = relaySources().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/'([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)'/g)].map((match) => match[1]),
    );
    const documented = new Set(
      [...readFileSync(path.join(here, '../../.env.example'), 'utf8').matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]),
    );
    expect(inCode.length).toBeGreaterThan(15);
    const listed = new Set<string>(RELAY_VARIABLES);
    // The Rate Limiting, D1 and Queue bindings are bindings, not string variables a launcher could pass.
    const bindings = new Set(['RELAY_RATE_LIMITER', 'LEADS_DB', 'LEADS_QUEUE']);
    const variables = [...new Set(inCode)].filter((name) => !bindings.has(name));
    expect(variables.filter((name) => !listed.has(name))).toEqual([]);
    expect(RELAY_VARIABLES.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('picks only the set relay variables out of an environment', () => {
    expect(relayVariablesOf({ PATH: '/bin', SITE_URL: 'https://x.test', CMS_WEBHOOK_SECRET: ' ', HOME: '/root' })).toEqual({
      SITE_URL: 'https://x.test',
    });
  });
});
