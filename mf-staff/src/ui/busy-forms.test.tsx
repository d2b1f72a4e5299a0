import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  $instance,
  STAFF_PASSWORD_MIN_LENGTH,
  type RemoteEntry,
  type StaffAccount,
  type StaffSession,
} from 'shared-contracts';
import '../i18n.ts';
import '../remotes-i18n.ts';
import '../team-i18n.ts';
import { changePasswordFx } from '../model/password-page.ts';
import { switchRemoteFx } from '../model/remotes-page.ts';
import { $session, $sessionKnown, signInFx } from '../model/session.ts';
import { inviteFx, loadTeamFx } from '../model/team-page.ts';
import { RemotesPage } from '../pages/remotes-page.tsx';
import { TeamPage } from '../pages/team-page.tsx';
import { PasswordForm } from './password-form.tsx';
import { SignInForm } from './sign-in-form.tsx';

afterEach(cleanup);

const OWNER = {
  id: 1,
  email: 'owner@x.demo',
  name: 'Owner',
  roles: ['owner'],
  must_change_password: false,
} as StaffAccount;
// Only the fields these forms read.
const session = {
  account: OWNER,
  instance: { slug: 'la-brasa' },
  capabilities: ['team', 'remotes'],
  csrf_token: 'csrf-1',
} as unknown as StaffSession;
const REMOTES: RemoteEntry[] = [{ name: 'booking', enabled: true, entry: '', release: null }];

/** Each form's send never ends: the form stays busy. */
const never = () => new Promise<never>(() => undefined);

async function open(scope: Scope, screenUnderTest: ReactNode) {
  render(<Provider value={scope}>{screenUnderTest}</Provider>);
  await act(() => allSettled(scope));
}
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

/** Presses the form's submit button twice, the second time while the first send is under way. */
async function pressTwice(button: HTMLElement) {
  button.focus();
  await act(async () => button.click());
  await act(async () => button.click());
}
function expectKeptBusy(button: HTMLElement) {
  expect(button.hasAttribute('disabled')).toBe(false);
  expect(button.getAttribute('aria-disabled')).toBe('true');
  expect(document.activeElement).toBe(button);
}

describe("the console's forms while they send", () => {
  it('the sign-in form keeps the focus on its button and sends once', async () => {
    const signIn = vi.fn(never);
    const scope = fork({
      values: [
        [$session, null],
        [$sessionKnown, true],
      ],
      handlers: [[signInFx, signIn]],
    });
    await open(scope, <SignInForm />);
    type(screen.getByLabelText('Correo electrónico'), 'waiter@la-brasa.demo');
    type(screen.getByLabelText('Contraseña'), 'mesa-demo');
    const button = screen.getByRole('button', { name: 'Entrar' });
    await pressTwice(button);
    expectKeptBusy(button);
    expect(button.textContent).toBe('Entrando…');
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('the password form keeps the focus on its button and sends once', async () => {
    const change = vi.fn(never);
    const scope = fork({
      values: [
        [$session, session],
        [$sessionKnown, true],
        [$instance, { remotes: REMOTES } as never],
      ],
      handlers: [[changePasswordFx, change]],
    });
    await open(scope, <PasswordForm />);
    const next = 'n'.repeat(STAFF_PASSWORD_MIN_LENGTH);
    type(screen.getByLabelText('Contraseña actual'), 'mesa-demo');
    type(screen.getByLabelText('Contraseña nueva'), next);
    type(screen.getByLabelText('Repite la contraseña nueva'), next);
    const button = screen.getByRole('button', { name: 'Guardar contraseña' });
    await pressTwice(button);
    expectKeptBusy(button);
    expect(change).toHaveBeenCalledTimes(1);
  });

  it("the team's invite form keeps the focus on its button and sends once", async () => {
    const invite = vi.fn(never);
    const scope = fork({
      values: [
        [$session, session],
        [$sessionKnown, true],
        [$instance, { remotes: REMOTES } as never],
      ],
      handlers: [
        [loadTeamFx, () => ({ accounts: [OWNER] })],
        [inviteFx, invite],
      ],
    });
    await open(scope, <TeamPage />);
    const form = within(screen.getByRole('form', { name: 'Crear una cuenta' }));
    type(form.getByLabelText('Correo electrónico'), 'ana@la-brasa.demo');
    fireEvent.click(form.getByLabelText('Mesero'));
    const button = form.getByRole('button', { name: 'Crear cuenta' });
    await pressTwice(button);
    expectKeptBusy(button);
    expect(invite).toHaveBeenCalledTimes(1);
  });

  it("the remotes' release form keeps the focus on its button and sends once, Enter in its field included", async () => {
    const change = vi.fn(never);
    const scope = fork({
      values: [
        [$session, session],
        [$sessionKnown, true],
        [$instance, { remotes: REMOTES } as never],
      ],
      handlers: [[switchRemoteFx, change]],
    });
    await open(scope, <RemotesPage />);
    const field = screen.getByLabelText('Versión publicada');
    type(field, '2026-11-24.1');
    const button = screen.getByRole('button', { name: 'Fijar esta versión' });
    await pressTwice(button);
    // Enter in the field submits the form without the button.
    await act(async () => fireEvent.submit(field));
    expectKeptBusy(button);
    expect(change).toHaveBeenCalledTimes(1);
  });
});
