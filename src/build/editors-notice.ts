// What the deploy tells the editors when a publication fails: the body of the GitHub issue "Publishing failed" and
// the same report e-mailed to EDITORS_EMAIL, through the relay's Customer.io transactional module (its own
// template, CUSTOMERIO_EDITORS_MESSAGE_ID) or, without keys, the relay's outbox.
import { customerIoApiBase, DEFAULT_OUTBOX_DIR, DEFAULT_PROVIDER_TIMEOUT_MS, type RelayEnv } from '@/relay/config';
import { sendTransactionalEmail } from '@/relay/providers/customerio-transactional';
import { createOutbox } from '@/relay/providers/outbox';
import type { ProviderResult } from '@/relay/providers/types';
import { REPORT_WORDS, editorsLanguage } from '@/lib/cms/report-words';
import { publishingDay } from '@/lib/cms/schedule';
import { editorsReport, type BuildOutcome } from './editors-report';

/** GitHub refuses issue bodies over 65,536 characters. */
const ISSUE_BODY_LIMIT = 60_000;

export interface FailedPublication {
  /** What the build wrote beside its report; null when it stopped before writing one. */
  outcome: BuildOutcome | null;
  /** The build went through and a later step (migrations, upload) failed. */
  uploadFailed: boolean;
  runUrl: string;
}

export interface EditorsNotice {
  subject: string;
  /** The editors' report, worded for what failed. */
  report: string;
  /** The GitHub issue's body: the run's link, then the report. */
  issueBody: string;
}

export function editorsNotice({ outcome, uploadFailed, runUrl }: FailedPublication, env: RelayEnv = process.env): EditorsNotice {
  const words = REPORT_WORDS[editorsLanguage(env)];
  const report = outcome ? editorsReport({ ...outcome, uploadFailed }, { env }) : `${words.noReport}\n`;
  return {
    subject: words.mailSubject(outcome?.day ?? publishingDay(new Date())),
    report,
    issueBody: `${words.runLink(runUrl)}\n\n${report.slice(0, ISSUE_BODY_LIMIT)}`,
  };
}

export type EmailOutcome = { sent: false; why: string } | { sent: true; via: 'customerio-transactional' | 'outbox' };

/**
 * E-mails the notice to EDITORS_EMAIL: through Customer.io with CUSTOMERIO_APP_API_KEY and
 * CUSTOMERIO_EDITORS_MESSAGE_ID, to the outbox (OUTBOX_DIR) with neither. Nothing without EDITORS_EMAIL, and
 * nothing when only one of the two is set (a half-set provider must not pass for a delivered e-mail).
 */
export async function emailEditors(notice: EditorsNotice, runUrl: string, env: RelayEnv = process.env, deps = { fetch, log: console.log }): Promise<EmailOutcome> {
  const get = (name: string) => env[name]?.trim() || undefined;
  const recipient = get('EDITORS_EMAIL');
  if (!recipient) return { sent: false, why: 'EDITORS_EMAIL is unset' };
  const apiKey = get('CUSTOMERIO_APP_API_KEY');
  const messageId = get('CUSTOMERIO_EDITORS_MESSAGE_ID');
  if (Boolean(apiKey) !== Boolean(messageId)) return { sent: false, why: 'set both CUSTOMERIO_APP_API_KEY and CUSTOMERIO_EDITORS_MESSAGE_ID, or neither' };
  const messageData = { subject: notice.subject, report: notice.report, run_url: runUrl };
  let result: ProviderResult;
  if (apiKey && messageId) {
    const settings = { apiKey, messageId: /^\d+$/.test(messageId) ? Number(messageId) : messageId, recipient, baseUrl: customerIoApiBase(env) };
    result = await sendTransactionalEmail(settings, { fetch: deps.fetch, timeoutMs: DEFAULT_PROVIDER_TIMEOUT_MS }, { messageData });
    if (result.ok) return { sent: true, via: 'customerio-transactional' };
  } else {
    // One file per run: the run's number (the last part of its address), or the time when there is none.
    const runId = /(\d+)\/?$/.exec(runUrl)?.[1] ?? new Date().toISOString().replace(/\D/g, '');
    result = await createOutbox(get('OUTBOX_DIR') ?? DEFAULT_OUTBOX_DIR, deps.log).editors.send({ ...messageData, to: recipient }, runId);
    if (result.ok) return { sent: true, via: 'outbox' };
  }
  return { sent: false, why: result.reason === 'rejected' ? `rejected with status ${result.status}` : result.reason };
}
