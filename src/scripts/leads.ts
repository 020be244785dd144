/**
 * `npm run leads -- <list|resend|withdraw> [options]`: the operator's view of the lead store, without personal data
 * (src/relay/leads/README.md, docs/operations.md §"Leads").
 *
 *   list [--state pending|delivered|failed]   the leads, oldest first: id, kind, language, page, state, attempts,
 *                                              when accepted, when next due, the last error
 *   resend --all | resend ID [ID ...]          failed leads back to delivery with a fresh count of attempts
 *   withdraw EMAIL | withdraw ID               records that the person withdrew their consent (unsubscribe,
 *                                              erasure request): the consent records of that address (or of the
 *                                              lead's address) note when; none is deleted (decision 0046)
 *
 * Neither starts a delivery loop or the schedule: `list` only reads; `resend` makes one attempt per released lead
 * through Customer.io (the outbox only on a development store; docs/operations.md §8) and leaves later retries to
 * the server.
 *
 * Where: the `npm start` store (LEADS_DB_PATH, default), where `resend` tries each lead at once; `--workerd
 * [--persist-to DIR]`, the local `wrangler dev` D1; `--remote`, production's D1 (CLOUDFLARE_API_TOKEN and
 * CLOUDFLARE_ACCOUNT_ID set), where the next cron run (every 15 minutes) queues what `resend` released.
 */
import { parseArgs } from 'node:util';
import { runLeadsCommand } from './leads-command';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    state: { type: 'string' },
    all: { type: 'boolean', default: false },
    workerd: { type: 'boolean', default: false },
    remote: { type: 'boolean', default: false },
    'persist-to': { type: 'string' },
  },
});

runLeadsCommand({ command: positionals[0], ids: positionals.slice(1), ...values, persistTo: values['persist-to'] }, process.env)
  .then((output) => console.log(output))
  .catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
