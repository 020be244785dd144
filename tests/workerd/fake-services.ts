import { startFakeProvider, type FakeReply, type RecordedRequest } from '../../src/relay/testing/fake-provider';
import { VISITORS } from './setup';

/** Control path: GET answers the provider requests recorded so far (JSON). */
export const RECORDED_PATH = '/__recorded';
/** Control path: POST `{ status, location }` makes the next provider request answer that redirect. */
export const NEXT_REDIRECT_PATH = '/__next-redirect';
/**
 * Control path: POST `{ status, count, marker }` makes the next `count` Customer.io requests whose body holds
 * `marker` answer `status` (count -1: every one, until a POST with count 0 for that marker).
 */
export const FAIL_PATH = '/__fail';

/**
 * The fake Customer.io (Transactional API and Track forms) and GitHub (`repository_dispatch`), each answering
 * what its documentation says a success is; the refused visitor gets Customer.io's 400 with the input echoed, from
 * either API (its sign-up's first delivery is the confirmation e-mail).
 */
export async function startFakeServices(port: number) {
  let nextRedirect: FakeReply | null = null;
  const failing = new Map<string, { status: number; count: number }>();
  const fake = await startFakeProvider((request: RecordedRequest): FakeReply => {
    if (request.path === RECORDED_PATH) {
      return { status: 200, body: JSON.stringify(fake.requests.filter((r) => !r.path.startsWith('/__'))) };
    }
    if (request.path === NEXT_REDIRECT_PATH) {
      const { status, location } = JSON.parse(request.body) as { status: number; location: string };
      nextRedirect = { status, headers: { Location: location } };
      return { status: 204 };
    }
    if (request.path === FAIL_PATH) {
      const { status, count, marker } = JSON.parse(request.body) as { status: number; count: number; marker: string };
      if (count === 0) failing.delete(marker);
      else failing.set(marker, { status, count });
      return { status: 204 };
    }
    const failure = [...failing].find(([marker]) => request.body.includes(marker));
    if (failure && !request.path.startsWith('/repos/')) {
      const [marker, rule] = failure;
      if (rule.count > 0 && --rule.count === 0) failing.delete(marker);
      return { status: rule.status, body: '{"meta":{"errors":["unavailable"]}}' };
    }
    if (nextRedirect) {
      const reply = nextRedirect;
      nextRedirect = null;
      return reply;
    }
    if (request.path === '/v1/send/email') {
      // The refused visitor's confirmation e-mail (double opt-in): refused the same way, input echoed.
      if (request.body.includes(VISITORS.refused.email)) {
        return { status: 400, body: JSON.stringify({ meta: { errors: [`invalid recipient ${VISITORS.refused.email.toUpperCase()}`] } }) };
      }
      return { status: 200, body: '{"delivery_id":"dlv-1","queued_at":1767225600}' };
    }
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
