import { useCallback, useReducer, useRef } from 'react';
import type { ValidationResult } from '@/lib/validation';
import { formReducer, IDLE } from './form-state';
import { postToRelay, type RelayEndpoint, type RelayOutcome } from './relay-client';

/**
 * A relay form's state and its submit: the shared validator runs first (nothing is sent when it fails), then the
 * relay, which validates again. Resolves with the outcome (null when a send is already under way) so the form can
 * reset itself or move focus to its error summary.
 */
export function useRelayForm(endpoint: RelayEndpoint, check: (input: unknown) => ValidationResult<unknown>) {
  const [state, dispatch] = useReducer(formReducer, IDLE);
  const sending = useRef(false);

  const submit = useCallback(
    async (fields: Record<string, unknown>): Promise<RelayOutcome | null> => {
      if (sending.current) return null;
      sending.current = true;
      try {
        dispatch({ type: 'submit' });
        const checked = check(fields);
        const outcome: RelayOutcome = checked.ok ? await postToRelay(endpoint, fields) : { ok: false, problems: checked.errors };
        dispatch(outcome.ok ? { type: 'succeed' } : { type: 'fail', problems: outcome.problems });
        return outcome;
      } finally {
        sending.current = false;
      }
    },
    [endpoint, check],
  );

  return { state, submit };
}
