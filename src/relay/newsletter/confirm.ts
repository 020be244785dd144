import { storeConfirmation } from '../leads/accept';
import type { NewLead } from '../leads/record';
import type { SqlDatabase } from '../leads/sql';
import type { LeadStore } from '../leads/store';

export type ConfirmResult =
  /** The first confirmation: `lead` (the submission of the sign-up) is stored and must be handed to delivery. */
  | { outcome: 'confirmed'; lead: NewLead }
  /** Confirmed before: nothing is stored or sent again. */
  | { outcome: 'already-confirmed' }
  /** No such sign-up (never stored, or purged), or its consent withdrawn since: the link can do nothing. */
  | { outcome: 'missing' };

/** The id of a sign-up's submission: derived from the sign-up's, so a second confirmation finds it taken. */
export const subscribeLeadId = (signUpId: string) => `${signUpId}:subscribe`;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A visitor pressed the button of a sign-up's confirmation page (decision 0039). The sign-up's submission becomes a
 * lead of its own, with the proof of consent for Customer.io, stored once whatever the number of presses or
 * deliverers (its id is the sign-up's, and the store adds an id once); the register notes the confirmation.
 */
export async function confirmSignUp(
  deps: { store: LeadStore; db: SqlDatabase },
  signUpId: string,
  now: number,
): Promise<ConfirmResult> {
  const signUp = await deps.store.get(signUpId);
  if (!signUp || signUp.kind !== 'newsletter' || signUp.step !== 'confirm') return { outcome: 'missing' };
  // A consent withdrawn since the sign-up (npm run leads -- withdraw) is not revived by its old link: sign up again.
  const [withdrawn] = await deps.db.all('SELECT 1 FROM consents WHERE lead_id = ? AND withdrawn_at IS NOT NULL', [signUpId]);
  if (withdrawn) return { outcome: 'missing' };
  const { consent: _none, ...values } = signUp.payload;
  const lead: NewLead = {
    id: subscribeLeadId(signUpId),
    kind: 'newsletter',
    step: 'subscribe',
    lang: signUp.lang,
    page: signUp.page,
    createdAt: now,
    privacy: signUp.privacy,
    payload: {
      ...values,
      consent: {
        givenAt: iso(signUp.privacy.acceptedAt),
        policy: signUp.privacy.document,
        policyVersion: signUp.privacy.version,
        confirmedAt: iso(now),
      },
    },
  };
  // The submission and the register's confirmation time together (the register keeps the first press's time).
  const added = await storeConfirmation(deps.db, signUpId, lead, now);
  return added ? { outcome: 'confirmed', lead } : { outcome: 'already-confirmed' };
}
