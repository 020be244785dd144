import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOutbox } from './outbox';

let dir: string;
let logs: string[];
beforeEach(async () => {
  dir = join(await mkdtemp(join(tmpdir(), 'outbox-test-')), 'outbox');
  logs = [];
});
afterEach(async () => rm(join(dir, '..'), { recursive: true, force: true }));

const signUp = { name: 'Rui Costa', email: 'rui.costa@example.pt', language: 'pt' as const };
const contact = {
  name: 'Ana García',
  email: 'ana@example.es',
  phoneNumber: '+34 612345678',
  message: 'Hola',
  sentFromPage: '/es/contact',
  schedule: '',
  acceptedPrivacyPolicy: true as const,
};

describe('outbox', () => {
  it('writes each message as one file only the server user can read, with no temporary file left', async () => {
    const outbox = createOutbox(dir, (line) => logs.push(line));
    expect(await outbox.newsletter.send(signUp, 'lead-1')).toEqual({ ok: true });
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^newsletter-[0-9a-f]{16}\.json$/);
    expect((await stat(join(dir, files[0]))).mode & 0o777).toBe(0o600);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    expect(JSON.parse(await readFile(join(dir, files[0]), 'utf8'))).toMatchObject({
      kind: 'newsletter',
      data: { email: signUp.email, name: signUp.name, language: 'pt' },
    });
    expect(logs.join('\n')).not.toContain(signUp.email);
  });

  it('keeps one record per subscriber, like the provider: a repeat sign-up (any case) updates it and is answered alike', async () => {
    const outbox = createOutbox(dir, (line) => logs.push(line));
    expect(await outbox.newsletter.send(signUp, 'lead-1')).toEqual({ ok: true });
    expect(await outbox.newsletter.send({ ...signUp, name: 'Rui', email: 'Rui.Costa@example.pt', language: 'it' }, 'lead-2')).toEqual({ ok: true });
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(JSON.parse(await readFile(join(dir, files[0]), 'utf8')).data).toEqual({ name: 'Rui', email: 'Rui.Costa@example.pt', language: 'it' });
  });

  it('refuses more messages once it holds its maximum, and says so in the log', async () => {
    const outbox = createOutbox(dir, (line) => logs.push(line), () => new Date(), 2);
    expect(await outbox.contact.send(contact, 'lead-1')).toEqual({ ok: true });
    expect(await outbox.contact.send(contact, 'lead-2')).toEqual({ ok: true });
    expect(await outbox.contact.send(contact, 'lead-3')).toEqual({ ok: false, reason: 'unavailable' });
    expect(await outbox.newsletter.send(signUp, 'lead-4')).toEqual({ ok: false, reason: 'unavailable' });
    expect(await readdir(dir)).toHaveLength(2);
    expect(logs.at(-1)).toContain('outbox full (2 messages)');
  });

  it('writes a contact request once however often its lead is delivered: the file is named by the lead', async () => {
    const outbox = createOutbox(dir, (line) => logs.push(line));
    expect(await outbox.contact.send(contact, 'lead-7')).toEqual({ ok: true });
    expect(await outbox.contact.send(contact, 'lead-7')).toEqual({ ok: true });
    expect(await readdir(dir)).toEqual(['contact-lead-7.json']);
    const written = JSON.parse(await readFile(join(dir, 'contact-lead-7.json'), 'utf8'));
    expect(written).toMatchObject({ kind: 'contact', message_data: { name: contact.name, lead_id: 'lead-7', time: 'N/A' } });
  });
});
