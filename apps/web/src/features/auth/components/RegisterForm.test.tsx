import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/toast/Toaster.tsx';
import { RegisterForm } from './RegisterForm.tsx';

function renderForm() {
  // Watched, not replaced: any request would go out for real, and the tests show none does.
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <RegisterForm onRegistered={() => undefined} onSignedIn={() => undefined} />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), fetchSpy };
}

const signUp = () => screen.getByRole('button', { name: 'Sign up' });

/** The form's message, which must be announced as an alert. */
function expectAlert(text: string) {
  const message = screen.getByText(text);
  expect(message.closest('[role="alert"]')).not.toBeNull();
}

describe('Register form', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks for name, e-mail and password', () => {
    renderForm();
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it('lets a password manager offer and save a new password, and takes a pasted one', async () => {
    const { user } = renderForm();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('autocomplete', 'email');
    await user.click(password);
    await user.paste('a long pasted passphrase 🏏');
    expect(password).toHaveValue('a long pasted passphrase 🏏');
  });

  it('says all fields are required, and sends nothing, when one is empty', async () => {
    const { user, fetchSpy } = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('E-mail'), 'asha@example.com');
    await user.click(signUp());

    expectAlert('❌ All fields are required');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('says all fields are required when nothing is filled in', async () => {
    const { user, fetchSpy } = renderForm();
    await user.click(signUp());
    expectAlert('❌ All fields are required');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('names a malformed e-mail and a short password in the words the server uses, and sends nothing', async () => {
    const { user, fetchSpy } = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('E-mail'), 'asha@example');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(signUp());

    expectAlert('❌ Enter a valid e-mail address, like name@example.com. Password must be at least 8 characters.');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('offers Facebook, Google and Apple, and says plainly that Facebook and Apple are not available yet', async () => {
    const { user, fetchSpy } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Facebook' }));
    expect(await screen.findByText(/Sign-up with Facebook is not available yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apple' }));
    expect(await screen.findByText(/Sign-up with Apple is not available yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Google' })).toBeEnabled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
