import { afterEach, describe, expect, it, vi } from 'vitest';

/** Which of Next's start's modules have been evaluated, in order. */
const evaluated = vi.hoisted(() => [] as string[]);
vi.mock('react-dom/client', () => (evaluated.push('react-dom/client'), {}));
vi.mock('next/dist/client/index.js', () => (evaluated.push('next client'), {}));
vi.mock('next/dist/client/next.js', () => (evaluated.push('next entry'), {}));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Next's start in tasks (next-start-in-tasks.ts)", () => {
  it("evaluates React DOM's module, Next's client and Next's entry in that order, ending the task between them", async () => {
    const yields: (() => void)[] = [];
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => yields.push(resolve)) });
    // The entry exports nothing (it only runs), so it is imported by a name TypeScript does not check as a module.
    const entry = './next-start-in-tasks';
    await import(/* @vite-ignore */ entry);
    await vi.waitFor(() => expect(yields).toHaveLength(1));
    expect(evaluated).toEqual(['react-dom/client']);
    yields.shift()!();
    await vi.waitFor(() => expect(yields).toHaveLength(1));
    expect(evaluated).toEqual(['react-dom/client', 'next client']);
    yields.shift()!();
    await vi.waitFor(() => expect(evaluated).toEqual(['react-dom/client', 'next client', 'next entry']));
    expect(yields).toEqual([]);
  });
});
