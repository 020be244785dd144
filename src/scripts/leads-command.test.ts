import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRelay } from '@/relay';
import { listSql, resendSql, runLeadsCommand } from './leads-command';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'leads-command-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const command = (extra: Partial<Parameters<typeof runLeadsCommand>[0]>) =>
  runLeadsCommand({ command: 'list', ids: [], all: false, workerd: false, remote: false, ...extra }, env());
const env = () => ({ LEADS_DB_PATH: join(dir, 'leads.sqlite'), OUTBOX_DIR: join(dir, 'outbox') });

/** A store holding one failed contact request: accepted while the outbox could not be written, then given up. */
async function withFailedLead() {
  const relay = createRelay(env(), { log: () => undefined });
  await relay.leads.loop.close();
  const response = await relay.handle(
    new Request('http://localhost:3000/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000' },
      body: JSON.stringify({ name: 'Marta Ruiz', email: 'marta@example.es', phoneNumber: '612345678', message: 'Hola', acceptedPrivacyPolicy: true }),
    }),
  );
  expect(response?.status).toBe(200);
  const [lead] = await relay.leads.store.list('pending', 1);
  await relay.leads.store.claim(lead.id, 'pending', Date.now(), 1000, 0);
  await relay.leads.store.attemptFailed(lead.id, Date.now(), 'provider_unavailable:outbox', null);
  await relay.leads.close();
  return lead.id;
}

describe('npm run leads, on the Node store', () => {
  it('lists failed leads without personal data, re-sends them, and then lists them delivered', async () => {
    const id = await withFailedLead();
    const failed = await command({ state: 'failed' });
    expect(failed).toContain(id);
    expect(failed).toMatch(/contact\s+es\s+-\s+failed\s+1\s+\S+\s+-\s+provider_unavailable:outbox/);
    expect(failed).not.toMatch(/Marta|marta@|Hola|612345678/);

    expect(await command({ command: 'resend', all: true })).toBe('1 lead(s) re-sent; now 1 delivered, 0 pending, 0 failed.');
    expect(await command({ state: 'delivered' })).toContain(id);
    expect(await command({ state: 'failed' })).toBe('no leads');
  });

  it('refuses what it cannot do', async () => {
    await expect(command({ state: 'lost' })).rejects.toThrow('--state must be one of pending, delivered, failed');
    await expect(command({ command: 'resend', ids: ["x' OR 1=1"] })).rejects.toThrow('not a lead id');
    await expect(command({ command: 'resend' })).rejects.toThrow('resend takes --all or lead ids');
    await expect(command({ command: 'purge' })).rejects.toThrow('usage:');
  });
});

describe('the SQL it runs on D1 through wrangler', () => {
  it('selects the summary columns only, and releases failed leads for the next scheduled run', () => {
    expect(listSql('failed')).toBe(
      "SELECT id, kind, lang, page, state, attempts, created_at, next_attempt_at, last_error FROM leads WHERE state = 'failed' ORDER BY created_at LIMIT 500",
    );
    expect(resendSql(['0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b'], 5)).toBe(
      "UPDATE leads SET state = 'pending', attempts = 0, next_attempt_at = 0, claimed_until = 0, updated_at = 5 WHERE state = 'failed' AND id IN ('0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b')",
    );
  });
});
