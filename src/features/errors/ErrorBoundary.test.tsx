// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';

function Broken(): never {
  throw new Error('boom');
}

afterEach(() => vi.restoreAllMocks());

describe('ErrorBoundary', () => {
  it('shows the fallback and logs the error when a child throws', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary fallback={<p>Something went wrong.</p>}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.queryByText('Something went wrong.')).not.toBeNull();
    expect(log.mock.calls.some((call) => call[0] === 'Something went wrong.' && (call[1] as Error).message === 'boom')).toBe(true);
  });

  it('renders its children when nothing throws', () => {
    render(
      <ErrorBoundary fallback={<p>Something went wrong.</p>}>
        <p>Contenido</p>
      </ErrorBoundary>,
    );
    expect(screen.queryByText('Contenido')).not.toBeNull();
    expect(screen.queryByText('Something went wrong.')).toBeNull();
  });
});
