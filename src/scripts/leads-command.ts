/**
 * What `npm run leads` does (src/scripts/leads.ts): list leads and re-send failed ones, on the Node store or on a
 * Worker's D1 through wrangler. Prints no name, e-mail, phone or message: an operator needs ids and states.
 */
import { createRelay, type RelayEnv } from '@/relay';
import type { LeadState, LeadSummary } from '@/relay/leads/record';
import { toSummary } from '@/relay/leads/store';
import { d1Execute, type D1Target } from './d1-execute';

const STATES: readonly LeadState[] = ['pending', 'delivered', 'failed'];
const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const LIST_LIMIT = 500;

export interface LeadsCommand {
  command: string | undefined;
  ids: string[];
  state?: string;
  all: boolean;
  workerd: boolean;
  remote: boolean;
  persistTo?: string;
}

export async function runLeadsCommand(options: LeadsCommand, env: RelayEnv): Promise<string> {
  const state = options.state === undefined ? null : STATES.find((s) => s === options.state);
  if (state === undefined) throw new Error(`--state must be one of ${STATES.join(', ')}`);
  const bad = options.ids.filter((id) => !LEAD_ID.test(id));
  if (bad.length > 0) throw new Error(`not a lead id: ${bad.join(', ')}`);
  if (options.command === 'resend' && options.all === options.ids.length > 0) throw new Error('resend takes --all or lead ids, not both');
  const ids = options.all ? null : options.ids;

  if (options.workerd || options.remote) {
    const target: D1Target = options.remote ? { remote: true } : { remote: false, persistTo: options.persistTo };
    if (options.command === 'list') return table(d1Execute<Parameters<typeof toSummary>[0]>(listSql(state), target).map(toSummary));
    if (options.command === 'resend') {
      d1Execute(resendSql(ids, Date.now()), target);
      const waiting = d1Execute<{ n: number }>(`SELECT COUNT(*) AS n FROM leads WHERE state = 'pending' AND attempts = 0`, target)[0].n;
      return `${waiting} lead(s) pending; the next scheduled run queues them (every 15 minutes; locally: GET /__scheduled).`;
    }
    throw new Error(USAGE);
  }

  if (options.command !== 'list' && options.command !== 'resend') throw new Error(USAGE);
  const relay = createRelay(env, { log: () => undefined });
  try {
    if (options.command === 'list') return table(await relay.leads.store.list(state, LIST_LIMIT));
    const released = await relay.leads.store.resend(ids, Date.now());
    await relay.leads.loop.settled();
    const counts = await relay.leads.store.counts();
    return `${released} lead(s) re-sent; now ${counts.delivered} delivered, ${counts.pending} pending, ${counts.failed} failed.`;
  } finally {
    await relay.leads.close();
  }
}

const USAGE = 'usage: npm run leads -- list [--state pending|delivered|failed] | resend (--all | ID ...) [--workerd [--persist-to DIR] | --remote]';

/** The store's list query as literal SQL (wrangler's `--command` takes no parameters; the state is checked above). */
export function listSql(state: LeadState | null): string {
  return (
    'SELECT id, kind, lang, page, state, attempts, created_at, next_attempt_at, last_error FROM leads' +
    `${state ? ` WHERE state = '${state}'` : ''} ORDER BY created_at LIMIT ${LIST_LIMIT}`
  );
}

/** The store's `resend` as literal SQL; ids are checked to be UUIDs above. Due at once, so the schedule queues them. */
export function resendSql(ids: string[] | null, now: number): string {
  const only = ids ? ` AND id IN (${ids.map((id) => `'${id}'`).join(', ')})` : '';
  return `UPDATE leads SET state = 'pending', attempts = 0, next_attempt_at = 0, claimed_until = 0, updated_at = ${now} WHERE state = 'failed'${only}`;
}

function table(leads: LeadSummary[]): string {
  if (leads.length === 0) return 'no leads';
  const rows = leads.map((lead) => [
    lead.id,
    lead.kind,
    lead.lang,
    lead.page || '-',
    lead.state,
    String(lead.attempts),
    new Date(lead.createdAt).toISOString(),
    lead.state === 'pending' ? new Date(lead.nextAttemptAt).toISOString() : '-',
    lead.lastError ?? '-',
  ]);
  const header = ['id', 'kind', 'lang', 'page', 'state', 'attempts', 'accepted', 'next attempt', 'last error'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  return [header, ...rows].map((row) => row.map((cell, i) => cell.padEnd(widths[i])).join('  ').trimEnd()).join('\n');
}
