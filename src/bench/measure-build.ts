import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BuildPhase, BuildResult } from './table';

/** Parent pid from the text of /proc/<pid>/stat (the command name in parentheses may hold spaces). */
export function parentPid(stat: string): number {
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

/** Resident set size in bytes from the text of /proc/<pid>/status (0 for a zombie, which has none). */
export function residentBytes(status: string): number {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  return match ? Number(match[1]) * 1024 : 0;
}

/** `root` and every process below it, from a child -> parent map. */
export function processTree(parents: ReadonlyMap<number, number>, root: number): number[] {
  const tree = [root];
  for (let i = 0; i < tree.length; i++) {
    for (const [pid, parent] of parents) if (parent === tree[i]) tree.push(pid);
  }
  return tree;
}

const readProc = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null; // the process ended between listing and reading
  }
};

/** Summed RSS of a process and all its descendants, read from /proc now. */
export function treeResidentBytes(root: number): number {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readProc(`/proc/${entry}/stat`);
    if (stat) parents.set(Number(entry), parentPid(stat));
  }
  return processTree(parents, root).reduce((sum, pid) => sum + residentBytes(readProc(`/proc/${pid}/status`) ?? ''), 0);
}

const UNIT_SECONDS: Record<string, number> = { ms: 0.001, s: 1, min: 60 };

/**
 * The build's steps and their seconds, in order (`Build phase: …` lines of src/build/build.ts). Next's own
 * compilation ("Compiled successfully in 42s") is split out of `next build`: the rest of it renders the pages.
 */
export function parsePhases(log: string): BuildPhase[] {
  const phases: BuildPhase[] = [];
  const compiled = /Compiled successfully in ([\d.]+)(ms|s|min)\b/.exec(log);
  const compileSeconds = compiled ? Number(compiled[1]) * UNIT_SECONDS[compiled[2]] : null;
  for (const [, name, seconds] of log.matchAll(/^Build phase: (.+) ([\d.]+) s$/gm)) {
    if (name === 'next build' && compileSeconds !== null) {
      phases.push({ name: 'next build: compile', seconds: compileSeconds }, { name: 'next build: render pages', seconds: Math.max(0, Number(seconds) - compileSeconds) });
    } else {
      phases.push({ name, seconds: Number(seconds) });
    }
  }
  return phases;
}

/** What the build logs about its content: posts read and the CMS requests it made in total. */
export function parseBuildLog(log: string): { posts: number | null; cms: BuildResult['cms'] } {
  const posts = /Blog content: (\d+) posts in (\d+) languages/.exec(log);
  const total = /Blog content: (\d+) GraphQL requests \+ (\d+) asset downloads in total/.exec(log);
  return {
    posts: posts ? Number(posts[1]) / Number(posts[2]) : null,
    cms: total ? { graphql: Number(total[1]), assets: Number(total[2]) } : null,
  };
}

/** Every file of a folder tree by its path and a hash of its content: what a deploy compares to upload. */
export async function fileHashes(dir: string): Promise<Map<string, { hash: string; bytes: number }>> {
  const hashes = new Map<string, { hash: string; bytes: number }>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const data = await readFile(file);
    hashes.set(path.relative(dir, file), { hash: createHash('sha256').update(data).digest('hex'), bytes: data.length });
  }
  return hashes;
}

/** The files of `after` that are new or differ from `before` (what an upload by content hash sends), and their bytes. */
export function changedFiles(before: ReadonlyMap<string, { hash: string }>, after: ReadonlyMap<string, { hash: string; bytes: number }>): { files: number; bytes: number; html: number } {
  let files = 0;
  let bytes = 0;
  let html = 0;
  for (const [name, file] of after) {
    if (before.get(name)?.hash === file.hash) continue;
    files++;
    bytes += file.bytes;
    if (name.endsWith('.html')) html++;
  }
  return { files, bytes, html };
}

export async function countHtmlFiles(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((entry) => entry.endsWith('.html')).length;
}

const SAMPLE_EVERY_MS = 200;

/**
 * Runs `npm run build`'s script (tsx src/build/build.ts, without npm's own process) with extra environment,
 * echoing its output to stderr, and measures wall time, peak RSS of its process tree and the pages it wrote.
 */
export async function measureBuild(label: string, env: Record<string, string>, outDir: string): Promise<BuildResult> {
  const loadAtStart = os.loadavg()[0];
  const started = Date.now();
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), 'src/build/build.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const echo = (chunk: Buffer) => {
    log += chunk.toString();
    process.stderr.write(chunk);
  };
  child.stdout.on('data', echo);
  child.stderr.on('data', echo);
  let peakRssBytes = 0;
  const sampler = setInterval(() => {
    if (child.pid) peakRssBytes = Math.max(peakRssBytes, treeResidentBytes(child.pid));
  }, SAMPLE_EVERY_MS);
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('exit', resolve);
    });
    if (code !== 0) throw new Error(`${label}: the build exited with ${code}`);
  } finally {
    clearInterval(sampler);
  }
  const wallMs = Date.now() - started;
  const { posts, cms } = parseBuildLog(log);
  const load = [loadAtStart, os.loadavg()[0]] as const;
  return { label, postsPerLanguage: posts, htmlPages: await countHtmlFiles(outDir), wallMs, peakRssBytes, cms, phases: parsePhases(log), load };
}
