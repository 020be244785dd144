import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';

/**
 * A Chromium driven by the DevTools protocol over `--remote-debugging-pipe`, with nothing between: no domain is
 * enabled unless the caller sends it. The browser reads commands from its fd 3 and writes responses and events to
 * its fd 4, each a JSON text ended by a NUL byte. Sessions are flat (`Target.attachToTarget {flatten: true}`): a
 * page's commands carry its `sessionId`.
 */

/** Splits the NUL-ended messages out of a stream's chunks, joining a message split across chunks (bytes, so a
 * character cut in two by a chunk boundary is decoded whole). */
export function nulSplitter(): (chunk: Buffer) => string[] {
  let pending: Buffer[] = [];
  return (chunk) => {
    const messages: string[] = [];
    let start = 0;
    for (let end = chunk.indexOf(0, start); end !== -1; end = chunk.indexOf(0, start)) {
      messages.push(Buffer.concat([...pending, chunk.subarray(start, end)]).toString('utf8'));
      pending = [];
      start = end + 1;
    }
    if (start < chunk.length) pending.push(chunk.subarray(start));
    return messages;
  };
}

/** One command as written to the browser's fd 3. */
export const frame = (message: { id: number; method: string; params: object; sessionId?: string }) => `${JSON.stringify(message)}\0`;

type Incoming = {
  id?: number;
  result?: unknown;
  error?: { code: number; message: string };
  method?: string;
  params?: unknown;
  sessionId?: string;
};

export type EventListener<P = Record<string, unknown>> = (params: P, sessionId: string | undefined) => void;

export type CdpPipe = {
  /** One command; to the browser itself, or to a page when `sessionId` is given. Rejects on a protocol error. */
  send: <R = Record<string, unknown>>(method: string, params?: object, sessionId?: string) => Promise<R>;
  /** Every event of `method` from now on; returns the function that stops listening. */
  on: <P = Record<string, unknown>>(method: string, listener: EventListener<P>) => () => void;
  /** Closes the browser (killed if it does not exit within 5 s) and removes its profile. */
  close: () => Promise<void>;
};

/** Starts `executable` with `flags` (and `env`), a fresh profile and the pipe; the browser is killed on close, on a
 * broken pipe, and if this process exits first. */
export async function launchCdpPipe(executable: string, flags: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<CdpPipe> {
  const profile = mkdtempSync(path.join(tmpdir(), 'cdp-pipe-'));
  const browser: ChildProcess = spawn(executable, [...flags, '--remote-debugging-pipe', `--user-data-dir=${profile}`], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'],
    env,
  });
  const toBrowser = browser.stdio[3] as Writable;
  const fromBrowser = browser.stdio[4] as Readable;
  // The browser's own log, kept short, for the error when it dies.
  let log = '';
  browser.stderr?.on('data', (chunk: Buffer) => (log = (log + chunk.toString('utf8')).slice(-2_000)));

  const pending = new Map<number, { method: string; resolve: (result: never) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, Set<EventListener<never>>>();
  let nextId = 1;
  let failure: Error | null = null;

  const kill = () => {
    if (browser.exitCode === null && browser.signalCode === null) browser.kill('SIGKILL');
  };
  process.once('exit', kill);
  const fail = (error: Error) => {
    failure ??= error;
    kill();
    for (const { reject } of pending.values()) reject(failure);
    pending.clear();
  };
  const exited = new Promise<void>((resolve) => browser.once('exit', () => resolve()));
  browser.once('exit', (code, signal) => fail(new Error(`Chromium exited (${signal ?? code}): ${log.trim().split('\n').slice(-3).join(' | ')}`)));
  browser.once('error', fail);
  toBrowser.on('error', fail);
  fromBrowser.on('error', fail);

  const split = nulSplitter();
  fromBrowser.on('data', (chunk: Buffer) => {
    for (const text of split(chunk)) {
      const message = JSON.parse(text) as Incoming;
      if (message.id !== undefined) {
        const call = pending.get(message.id);
        pending.delete(message.id);
        if (!call) continue;
        if (message.error) call.reject(new Error(`${call.method}: ${message.error.message}`));
        else call.resolve(message.result as never);
      } else if (message.method) {
        for (const listener of listeners.get(message.method) ?? []) listener(message.params as never, message.sessionId);
      }
    }
  });

  const send = <R,>(method: string, params: object = {}, sessionId?: string) =>
    new Promise<R>((resolve, reject) => {
      if (failure) return reject(failure);
      const id = nextId++;
      pending.set(id, { method, resolve: resolve as (result: never) => void, reject });
      toBrowser.write(frame({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });

  const on = <P,>(method: string, listener: EventListener<P>) => {
    const set = listeners.get(method) ?? new Set();
    listeners.set(method, set);
    set.add(listener as EventListener<never>);
    return () => void set.delete(listener as EventListener<never>);
  };

  const close = async () => {
    const timer = setTimeout(kill, 5_000);
    if (!failure) await send('Browser.close').catch(() => kill());
    await exited;
    clearTimeout(timer);
    process.off('exit', kill);
    rmSync(profile, { recursive: true, force: true });
  };

  try {
    await send('Browser.getVersion');
  } catch (error) {
    await close();
    throw error;
  }
  return { send, on, close };
}
