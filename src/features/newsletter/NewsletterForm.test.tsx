// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '@/features/forms/test-i18n';
import { NewsletterForm } from './NewsletterForm';

const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function setup(lang: 'en' | 'pt' = 'en', variant?: 'banner' | 'side') {
  await renderWithI18n(<NewsletterForm variant={variant} />, lang);
  const labels = lang === 'en' ? { name: 'Name', email: 'E-mail', submit: 'Subscribe' } : { name: 'Nome', email: 'E-mail', submit: 'Subscrever' };
  return {
    name: screen.getByLabelText(labels.name) as HTMLInputElement,
    email: screen.getByLabelText(labels.email) as HTMLInputElement,
    submit: screen.getByRole('button', { name: labels.submit }),
    status: screen.getByRole('status'),
  };
}

type Form = Awaited<ReturnType<typeof setup>>;
const type = (form: Form, name: string, email: string) => {
  fireEvent.change(form.name, { target: { value: name } });
  fireEvent.change(form.email, { target: { value: email } });
};
const submit = (form: Form) => act(async () => fireEvent.click(form.submit));
const summaryLines = () => within(screen.getByRole('alert')).getAllByRole('listitem').map((item) => item.textContent);

describe('NewsletterForm', () => {
  it('signs up and says so', async () => {
    fetchMock.mockResolvedValue(answer(200, { ok: true }));
    const form = await setup();
    type(form, 'Rui', 'rui@example.pt');
    await submit(form);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/newsletter');
    expect(JSON.parse(init!.body as string)).toEqual({ name: 'Rui', email: 'rui@example.pt', language: 'en', company: '' });
    expect(form.status.textContent).toMatch(/^Check your inbox: .* confirm your subscription/);
    expect(form.name.value).toBe('');
    expect(form.email.value).toBe('');
  });

  it('shows the failure in the alert region and keeps what was typed', async () => {
    fetchMock.mockResolvedValue(answer(502, { ok: false, error: 'standard_error' }));
    const form = await setup();
    type(form, 'Rui', 'rui@example.pt');
    await submit(form);
    expect(summaryLines()).toEqual(['Something went wrong, please try again.']);
    expect(form.status.textContent).toBe('');
    expect(form.name.value).toBe('Rui');
    expect(form.email.value).toBe('rui@example.pt');
  });

  it('requires a name and a valid e-mail before sending', async () => {
    const form = await setup();
    type(form, '', 'rui@');
    await submit(form);
    expect(summaryLines()).toEqual(['Please enter your name.', 'Please enter a valid e-mail address.']);
    expect(document.activeElement).toBe(screen.getByRole('alert').parentElement);
    expect(form.name.getAttribute('aria-invalid')).toBe('true');
    type(form, 'Rui', 'rui@');
    await submit(form);
    expect(summaryLines()).toEqual(['Please enter a valid e-mail address.']);
    expect(form.name.hasAttribute('aria-invalid')).toBe(false);
    expect(form.email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(form.email.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Please enter a valid e-mail address.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('speaks the page language', async () => {
    fetchMock.mockResolvedValue(answer(200, { ok: true }));
    const form = await setup('pt', 'side');
    type(form, 'Rui', 'rui@example.pt');
    await submit(form);
    expect(form.status.textContent).toMatch(/^Consulte o seu e-mail: .* confirmar a subscrição/);
    expect(JSON.parse(fetchMock.mock.calls[0][1]!.body as string).language).toBe('pt');
  });
});
