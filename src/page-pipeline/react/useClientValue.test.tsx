// @vitest-environment happy-dom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markPartHydrated, PAGE_BOUNDARY } from './page-hydration';
import { useClientValue } from './useClientValue';

// React's act() drives the renders here, as @testing-library/react does elsewhere.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The browser's value, and whoever listens for its changes.
let browserValue = 'browser';
const listeners = new Set<() => void>();
const read = () => browserValue;
const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => void listeners.delete(onChange);
};

const rendered: string[] = [];
function Probe() {
  const value = useClientValue(read, 'server', subscribe);
  rendered.push(value);
  return <p>{value}</p>;
}

const roots: Root[] = [];
afterEach(async () => {
  await act(async () => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
  rendered.length = 0;
  browserValue = 'browser';
});

// In file order: the page-hydration flag is module state, set by the last test.
describe('useClientValue', () => {
  it('renders the server value at build time and while hydrating, then the browser value, without a mismatch', async () => {
    const html = renderToString(<Probe />);
    expect(html).toBe('<p>server</p>');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      roots.push(hydrateRoot(container, <Probe />, { onRecoverableError: (error) => console.error(error) }));
    });
    expect(rendered[0]).toBe('server');
    expect(rendered.at(-1)).toBe('browser');
    expect(container.innerHTML).toBe('<p>browser</p>');
    expect(errors).not.toHaveBeenCalled();
  });

  it('follows the changes the subscription reports, and stops listening on unmount', async () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Probe />));
    expect(listeners.size).toBe(1);
    expect(container.textContent).toBe('browser');
    browserValue = 'changed';
    await act(async () => listeners.forEach((listener) => listener()));
    expect(container.textContent).toBe('changed');
    await act(async () => root.unmount());
    expect(listeners.size).toBe(0);
  });

  it('gives a component mounted after the page is hydrated the browser value in its first render', async () => {
    markPartHydrated(PAGE_BOUNDARY); // with no parts of its own
    const container = document.createElement('div');
    const root = createRoot(container);
    roots.push(root);
    await act(async () => root.render(<Probe />));
    expect(rendered).toEqual(['browser']);
  });
});
