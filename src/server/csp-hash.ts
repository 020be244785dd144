import { createHash } from 'node:crypto';

/** The CSP source that allows one inline script, and no other: the hash of its exact text. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}
