import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeProvider, type FakeProvider } from '@/relay/testing/fake-provider';
import { editorsNotice, emailEditors } from './editors-notice';

const RUN = 'https://github.com/nortia/site/actions/runs/42';
const notice = editorsNotice({ outcome: null, uploadFailed: false, runUrl: RUN }, {});
const quiet = { fetch, log: () => undefined };

let customerio: FakeProvider;
let outbox: string;
beforeEach(async () => {
  customerio = await startFakeProvider(() => ({ status: 200, body: '{}' }));
  outbox = await mkdtemp(join(tmpdir(), 'editors-outbox-'));
});
afterEach(async () => {
  await customerio.close();
  await rm(outbox, { recursive: true, force: true });
});

describe('emailEditors', () => {
  it("sends the report through Customer.io's transactional API, with the editors' own template and address", async () => {
    const env = { EDITORS_EMAIL: 'editores@nortia.test', CUSTOMERIO_APP_API_KEY: 'app-key', CUSTOMERIO_EDITORS_MESSAGE_ID: '7', CUSTOMERIO_API_BASE: customerio.url, OUTBOX_DIR: outbox };
    expect(await emailEditors(notice, RUN, env, quiet)).toEqual({ sent: true, via: 'customerio-transactional' });
    expect(customerio.requests).toHaveLength(1);
    const [request] = customerio.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/send/email', headers: { authorization: 'Bearer app-key' } });
    expect(JSON.parse(request.body)).toEqual({
      to: 'editores@nortia.test',
      transactional_message_id: 7,
      identifiers: { email: 'editores@nortia.test' },
      message_data: { subject: notice.subject, report: notice.report, run_url: RUN },
    });
    expect(await readdir(outbox)).toEqual([]);
  });

  it('says why when Customer.io refuses it', async () => {
    await customerio.close();
    customerio = await startFakeProvider(() => ({ status: 422 }));
    const env = { EDITORS_EMAIL: 'editores@nortia.test', CUSTOMERIO_APP_API_KEY: 'k', CUSTOMERIO_EDITORS_MESSAGE_ID: 'editors_failed', CUSTOMERIO_API_BASE: customerio.url };
    expect(await emailEditors(notice, RUN, env, quiet)).toEqual({ sent: false, why: 'rejected with status 422' });
    expect(JSON.parse(customerio.requests[0].body).transactional_message_id).toBe('editors_failed');
  });

  it('writes to the outbox without keys, and sends nothing without an address or with half the keys', async () => {
    expect(await emailEditors(notice, RUN, { EDITORS_EMAIL: 'editores@nortia.test', OUTBOX_DIR: outbox }, quiet)).toEqual({ sent: true, via: 'outbox' });
    expect(await readdir(outbox)).toEqual(['editors-42.json']);
    expect(await emailEditors(notice, RUN, { OUTBOX_DIR: outbox }, quiet)).toEqual({ sent: false, why: 'EDITORS_EMAIL is unset' });
    const half = { EDITORS_EMAIL: 'editores@nortia.test', CUSTOMERIO_APP_API_KEY: 'k', CUSTOMERIO_API_BASE: customerio.url, OUTBOX_DIR: outbox };
    expect(await emailEditors(notice, RUN, half, quiet)).toMatchObject({ sent: false, why: expect.stringContaining('CUSTOMERIO_EDITORS_MESSAGE_ID') });
    expect(customerio.requests).toEqual([]);
  });
});
