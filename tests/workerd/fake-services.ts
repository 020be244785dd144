import { startFakeProvider, type FakeReply, type RecordedRequest } from '../../src/relay/testing/fake-provider';
import { VISITORS } from './setup';

/** Control path: GET answers the provider requests recorded so far (JSON). */
export const RECORDED_PATH = '/__recorded';
/** Control path: POST `{ status, location }` makes the next provider request answer that redirect. */
export const NEXT_REDIRECT_PATH = '/__next-redirect';

/**
 * The fake Customer.io (Transactional API and Track forms) and GitHub (`repository_dispatch`), each answering
 * what its documentation says a success is; the refused visitor gets Customer.io's 400 with the input echoed.
 */
export async function startFakeServices(port: number) {
  let nextRedirect: FakeReply | null = null;
  const fake = await startFakeProvider((request: RecordedRequest): FakeReply => {
    if (request.path === RECORDED_PATH) {
      return { status: 200, body: JSON.stringify(fake.requests.filter((r) => !r.path.startsWith('/__'))) };
    }
    if (request.path === NEXT_REDIRECT_PATH) {
      const { status, location } = JSON.parse(request.body) as { status: number; location: string };
      nextRedirect = { status, headers: { Location: location } };
      return { status: 204 };
    }
    if (nextRedirect) {
      const reply = nextRedirect;
      nextRedirect = null;
      return reply;
    }
    if (request.path === '/v1/send/email') return { status: 200, body: '{"delivery_id":"dlv-1","queued_at":1767225600}' };
    if (/^\/api\/v1\/forms\/[^/]+\/submit$/.test(request.path)) {
      if (request.body.includes(VISITORS.refused.email)) {
        const echoed = `${VISITORS.refused.name} <${VISITORS.refused.email}>`.toUpperCase();
        return { status: 400, body: JSON.stringify({ meta: { errors: [`invalid value for ${echoed}`] } }) };
      }
      return { status: 204 };
    }
    if (/^\/repos\/[^/]+\/[^/]+\/dispatches$/.test(request.path)) return { status: 204 };
    return { status: 404, body: '{"message":"Not Found"}' };
  }, port);
  return fake;
}
