/**
 * What `npm run leads` does (src/operator/leads.ts): list leads and re-send failed ones, on the Node store or on a
 * Worker's D1 through wrangler. Prints no name, e-mail, phone or message: an operator needs ids and states.
 *
 * It never builds a relay, so it never starts a delivery loop or the schedule: `list` only reads, and `resend`
 * makes one attempt per lead it released, through Customer.io, or through the outbox only on a store that only
 * the development server ever opened (the store's `deliverer` note, migration 0002; docs/operations.md §8).
 */
import { existsSync } from 'node:fs';
import { readRelayConfig, type RelayConfig, type RelayEnv } from '@/relay';
import { CONTACT_VARIABLES, NEWSLETTER_VARIABLES } from '@/relay/config';
import { createDeliverer, deliveryPolicy, UNCONFIRMED, type LeadSenders } from '@/relay/leads/delivery';
import { unconfiguredNotices } from '@/relay/leads/notices';
import type { LeadState, LeadSummary } from '@/relay/leads/record';
import { subjectHash, withdrawal } from '@/relay/leads/consents';
import type { SqlStatement } from '@/relay/leads/sql';
import { openSqlite } from '@/relay/leads/sqlite';
import { createLeadStore, toSummary, type LeadStore } from '@/relay/leads/store';
import { createCustomerIoForms } from '@/relay/providers/customerio-forms';
import { createDoubleOptIn } from '@/relay/newsletter/double-opt-in';
import { createCustomerIoComplaints, createCustomerIoConfirmation, createCustomerIoTransactional } from '@/relay/providers/customerio-transactional';
import { createOutbox } from '@/relay/providers/outbox';
import { d1Execute, type D1Target } from './d1-execute';

const STATES: readonly LeadState[] = ['pending', 'delivered', 'failed'];
const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Enough of an address to hash: the register compares hashes, the form's validator checked the rest. */
const EMAIL = /^[^\s@]+@[^\s@]+$/;
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

export async function runLeadsCommand(options: LeadsCommand, env: RelayEnv, deps: { fetch?: typeof fetch } = {}): Promise<string> {
  if (options.command === 'withdraw') return withdraw(options, env);
  const state = options.state === undefined ? null : STATES.find((s) => s === options.state);
  if (state === undefined) throw new Error(`--state must be one of ${STATES.join(', ')}`);
  const bad = options.ids.filter((id) => !LEAD_ID.test(id));
  if (bad.length > 0) throw new Error(`not a lead id: ${bad.join(', ')}`);
  if (options.command === 'resend' && options.all === options.ids.length > 0) throw new Error('resend takes --all or lead ids, not both');
  const ids = options.all ? null : options.ids;

  const target = d1TargetOf(options);
  if (target) {
    if (options.command === 'list') return table(d1Execute<Parameters<typeof toSummary>[0]>(listSql(state), target).map(toSummary));
    if (options.command === 'resend') {
      d1Execute(forgetFailureNoticesSql(ids), target);
      d1Execute(resendSql(ids, Date.now()), target);
      const waiting = d1Execute<{ n: number }>(`SELECT COUNT(*) AS n FROM leads WHERE state = 'pending' AND attempts = 0`, target)[0].n;
      return `${waiting} lead(s) pending; the next scheduled run queues them (every 15 minutes; locally: GET /__scheduled).`;
    }
    throw new Error(USAGE);
  }

  if (options.command !== 'list' && options.command !== 'resend') throw new Error(USAGE);
  const config = readRelayConfig(env);
  const db = openStore(env);
  try {
    const store = createLeadStore(db);
    if (options.command === 'list') return table(await store.list(state, LIST_LIMIT));
    return await resend(store, ids, config, deps.fetch ?? ((input, init) => fetch(input, init)));
  } finally {
    db.close();
  }
}

/** Where a command runs: production's or the local `wrangler dev` D1, or null for the Node store. */
function d1TargetOf(options: LeadsCommand): D1Target | null {
  if (options.remote) return { remote: true };
  return options.workerd ? { remote: false, persistTo: options.persistTo } : null;
}

/** The Node store of LEADS_DB_PATH, opened for one command; refused when the path holds none. */
function openStore(env: RelayEnv) {
  const { dbPath } = readRelayConfig(env).leads;
  // A mistyped path would otherwise become a new, empty store that answers "no leads".
  if (!existsSync(dbPath)) throw new Error(`no lead store at ${dbPath} (LEADS_DB_PATH)`);
  return openSqlite(dbPath);
}

/** A statement with its parameters written in, for wrangler's `--command` (numbers, and strings checked above). */
function literal({ sql, params }: SqlStatement): string {
  let next = 0;
  return sql.replace(/\?/g, () => {
    const value = params[next++];
    return typeof value === 'number' ? String(value) : value === null ? 'NULL' : `'${value.replace(/'/g, "''")}'`;
  });
}

/**
 * Records that the person behind an address (or behind a lead's consent record) withdrew their consent: an
 * unsubscribe or an erasure request (docs/operations.md §8). Every record of the address not withdrawn before notes
 * when; none is deleted, and a confirmed subscription's record, kept while relied on, now goes after the
 * limitation period (decision 0046). Prints counts and the start of the address's hash, never the address.
 */
async function withdraw(options: LeadsCommand, env: RelayEnv): Promise<string> {
  const [who = '', ...more] = options.ids.map((id) => id.trim());
  const byLead = LEAD_ID.test(who);
  if (more.length > 0 || (!byLead && !EMAIL.test(who))) throw new Error('withdraw takes one e-mail address or one lead id');
  const at = Date.now();
  const target = d1TargetOf(options);
  const db = target ? null : openStore(env);
  const query = async <Row>(statement: SqlStatement): Promise<Row[]> =>
    target ? d1Execute<Row>(literal(statement), target) : db!.all<Row>(statement.sql, statement.params);
  try {
    const hash = byLead
      ? (await query<{ subject_hash: string }>({ sql: 'SELECT subject_hash FROM consents WHERE lead_id = ?', params: [who] }))[0]?.subject_hash
      : await subjectHash(who);
    if (!hash) return `no consent record for lead ${who}`;
    if (target) d1Execute(withdrawSql(hash, at), target);
    else await db!.run(withdrawal(hash, at).sql, withdrawal(hash, at).params);
    const [{ total, now }] = await query<{ total: number; now: number | null }>({
      sql: 'SELECT COUNT(*) AS total, SUM(withdrawn_at = ?) AS now FROM consents WHERE subject_hash = ?',
      params: [at, hash],
    });
    if (total === 0) return `no consent record for this address (hash ${hash.slice(0, 12)}…)`;
    return `withdrawal recorded at ${new Date(at).toISOString()} on ${now ?? 0} consent record(s) of ${total} for hash ${hash.slice(0, 12)}… (the others were withdrawn before); all kept as proof until their keep_until`;
  } finally {
    await db?.close();
  }
}

/** The register's withdrawal (consents.ts) as literal SQL: `hash` is a hex digest (or a lead's, read from D1). */
export function withdrawSql(hash: string, at: number): string {
  return literal(withdrawal(hash, at));
}

/**
 * Releases failed leads and tries each once, now, through the provider; further retries are the server's. Refuses,
 * changing nothing, when the provider is not configured and the store is not a development store.
 */
async function resend(store: LeadStore, ids: string[] | null, config: RelayConfig, fetcher: typeof fetch): Promise<string> {
  const senders = await sendersFor(store, config, fetcher);
  // Only failed leads: a pending one is the server's to deliver, not this command's.
  // Only failed leads within their retention: an older one is never sent, only purged (by the next scheduled run).
  // Complaints keep their own, longer retention (decision 0043).
  const keptDays = (lead: LeadSummary) => (lead.kind === 'complaint' ? config.leads.keepComplaintDays : config.leads.keepFailedDays);
  const kept = (await store.list('failed', LIST_LIMIT)).filter((lead) => lead.createdAt >= Date.now() - keptDays(lead) * 24 * 60 * 60 * 1000);
  // `--all` leaves out leads held unconfirmed (decision 0040): the provider may have them already; an operator who
  // has checked names them by id.
  const held = ids ? [] : kept.filter((lead) => isUnconfirmed(lead.lastError)).map((lead) => lead.id);
  const failed = kept.map((lead) => lead.id).filter((id) => !held.includes(id));
  const chosen = ids ? failed.filter((id) => ids.includes(id)) : failed;
  const released = await store.resend(chosen, Date.now());
  const deliver = createDeliverer({
    store,
    senders,
    policy: deliveryPolicy(config.leads.retryBaseSeconds, config.providerTimeoutMs, config.leads),
    log: (line) => console.error(line),
  });
  for (const id of chosen) await deliver(id);
  const counts = await store.counts();
  const left = held.length > 0 ? ` ${held.length} held unconfirmed left alone: check Customer.io, then re-send them by id.` : '';
  return `${released} lead(s) re-sent; now ${counts.delivered} delivered, ${counts.pending} pending, ${counts.failed} failed.${left}`;
}

async function sendersFor(store: LeadStore, config: RelayConfig, fetcher: typeof fetch): Promise<LeadSenders> {
  if (config.contact && config.newsletter) {
    const deps = { fetch: fetcher, timeoutMs: config.providerTimeoutMs };
    // Complaints have their own three variables: a relay with Customer.io for the rest may still lack them.
    if (!config.complaint) throw new Error('resend refused: set CUSTOMERIO_COMPLAINT_MESSAGE_ID, CUSTOMERIO_COMPLAINT_ACK_MESSAGE_ID, COMPLAINTS_RECIPIENT_EMAIL');
    await store.recordDeliverer('provider');
    return {
      contact: createCustomerIoTransactional(config.contact, deps),
      newsletter: createCustomerIoForms(config.newsletter, deps),
      complaint: createCustomerIoComplaints(config.complaint, deps),
      // The relay's settings refuse a newsletter on Customer.io without its confirmation template (decision 0039).
      confirmation: createCustomerIoConfirmation(config.doubleOptIn.email!, deps),
      confirmLink: confirmLinks(config),
      operator: unconfiguredNotices,
    };
  }
  const deliverer = await store.deliverer();
  if (deliverer !== 'outbox') {
    const missing = [...(config.contact ? [] : CONTACT_VARIABLES), ...(config.newsletter ? [] : NEWSLETTER_VARIABLES)];
    const why = deliverer === 'provider' ? 'a relay with Customer.io has delivered from this store' : 'this store does not say it is a development store';
    throw new Error(`resend refused: set ${missing.join(', ')}; the local outbox serves the development server only (${why})`);
  }
  const { contact, newsletter, complaint, confirmation } = createOutbox(config.outboxDir, (line) => console.error(line));
  return { contact, newsletter, complaint, confirmation, confirmLink: confirmLinks(config), operator: unconfiguredNotices };
}

/** The confirmation links a re-sent sign-up's e-mail carries: the relay's own (decision 0039); nothing is confirmed here. */
function confirmLinks(config: RelayConfig): LeadSenders['confirmLink'] {
  const refuse = (): never => {
    throw new Error('the operator command confirms nothing');
  };
  return createDoubleOptIn(config.doubleOptIn, { leads: refuse, now: Date.now, log: (line) => console.error(line) }).link;
}

const USAGE =
  'usage: npm run leads -- list [--state pending|delivered|failed] | resend (--all | ID ...) | withdraw (EMAIL | ID) [--workerd [--persist-to DIR] | --remote]';

/** The store's list query as literal SQL (wrangler's `--command` takes no parameters; the state is checked above). */
export function listSql(state: LeadState | null): string {
  return (
    'SELECT id, kind, lang, page, state, attempts, created_at, next_attempt_at, last_error FROM leads' +
    `${state ? ` WHERE state = '${state}'` : ''} ORDER BY created_at LIMIT ${LIST_LIMIT}`
  );
}

/** Released leads that fail again are a new failure, told again (as the store's `resend` does). */
export function forgetFailureNoticesSql(ids: string[] | null): string {
  const only = ids ? ` AND id IN (${ids.map((id) => `'${id}'`).join(', ')})` : ` AND ${NOT_UNCONFIRMED}`;
  return `DELETE FROM lead_notices WHERE event = 'failed' AND subject IN (SELECT id FROM leads WHERE state = 'failed'${only})`;
}

/** A lead held after an ambiguous attempt (delivery.ts UNCONFIRMED, decision 0040). */
const isUnconfirmed = (lastError: string | null) => Boolean(lastError?.startsWith(`${UNCONFIRMED}:`));
const NOT_UNCONFIRMED = `(last_error IS NULL OR last_error NOT LIKE '${UNCONFIRMED}:%')`;

/** The store's `resend` as literal SQL; ids are checked to be UUIDs above. Due at once, so the schedule queues them. */
export function resendSql(ids: string[] | null, now: number): string {
  const only = ids ? ` AND id IN (${ids.map((id) => `'${id}'`).join(', ')})` : ` AND ${NOT_UNCONFIRMED}`;
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
