import { createHmac } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { SIGNATURE_HEADER, signedMessage } from '../../src/relay/webhooks/signature';
import { recordedWith } from './providers';
import { GITHUB_REPOSITORY, GITHUB_TOKEN, WEBHOOK_SECRET } from './setup';

/** Hygraph's publish webhook: its body and `gcms-signature` header, signed with `secret` now. */
function hygraphDelivery(entryId: string, secret = WEBHOOK_SECRET) {
  const body = JSON.stringify({ operation: 'publish', data: { __typename: 'PostEs', id: entryId, stage: 'PUBLISHED' } });
  const timestamp = Date.now();
  const sign = createHmac('sha256', secret).update(signedMessage(body, 'master', timestamp)).digest('base64');
  return { body, headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: `sign=${sign}, env=master, t=${timestamp}` } };
}

test('a signed publish webhook starts one GitHub repository_dispatch', async ({ request }) => {
  const entryId = `entry-${Date.now()}`;
  const { body, headers } = hygraphDelivery(entryId);
  const response = await request.post('/api/hooks/cms', { headers, data: body });
  expect(response.status()).toBe(202);
  expect(await response.json()).toEqual({ ok: true });

  const [dispatch, ...more] = await recordedWith(request, entryId);
  expect(more).toEqual([]);
  expect(dispatch.path).toBe(`/repos/${GITHUB_REPOSITORY}/dispatches`);
  expect(dispatch.headers.authorization).toBe(`Bearer ${GITHUB_TOKEN}`);
  expect(dispatch.headers.accept).toBe('application/vnd.github+json');
  expect(dispatch.headers['user-agent']).toMatch(/\S/);
  expect(JSON.parse(dispatch.body)).toEqual({
    event_type: 'cms-publish',
    client_payload: { operation: 'publish', model: 'PostEs', id: entryId, stage: 'PUBLISHED' },
  });
});

test('a webhook signed with another secret is refused and dispatches nothing', async ({ request }) => {
  const entryId = `forged-${Date.now()}`;
  const { body, headers } = hygraphDelivery(entryId, 'not-the-secret');
  const response = await request.post('/api/hooks/cms', { headers, data: body });
  expect(response.status()).toBe(401);
  expect(await recordedWith(request, entryId)).toEqual([]);
});
