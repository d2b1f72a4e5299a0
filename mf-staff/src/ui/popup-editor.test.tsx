import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, it } from 'vitest';
import { $instance, type InstancePopup, type StaffSession } from 'shared-contracts';
import '../i18n.ts';
import '../menu-i18n.ts';
import { editorOpened } from '../model/popup-editor.ts';
import { $session, $sessionKnown } from '../model/session.ts';
import { PopupEditor } from './popup-editor.tsx';

afterEach(cleanup);

// Only the fields the editor reads.
const session = {
  instance: { slug: 'la-brasa' },
  capabilities: ['menu', 'branch_settings'],
  csrf_token: 'csrf-1',
} as unknown as StaffSession;
const popup = (title: string): InstancePopup => ({ id: 'p1', title, body: '', image: '', link: null });

async function openEditor(current: InstancePopup) {
  const scope = fork({
    values: [
      [$session, session],
      [$sessionKnown, true],
      [$instance, { popup: current } as never],
    ],
  });
  await allSettled(editorOpened, { scope });
  render(
    <Provider value={scope}>
      <PopupEditor />
    </Provider>,
  );
}

describe("the popup editor's texts", () => {
  it('counts characters as seen, with no UTF-16 limit on its fields', async () => {
    await openEditor(popup('2x1'));
    const title = screen.getByLabelText('Título');
    expect(title.hasAttribute('maxlength')).toBe(false);
    expect(screen.getByLabelText('Texto').hasAttribute('maxlength')).toBe(false);
    // A family emoji: eleven UTF-16 units, one character.
    await act(async () => fireEvent.change(title, { target: { value: '👨‍👩‍👧‍👦 2x1' } }));
    expect(document.getElementById(title.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '5 de 120 caracteres',
    );
  });

  it('says in words why a text over its limit is not saved', async () => {
    await openEditor(popup('a'.repeat(121)));
    await act(async () => fireEvent.submit(screen.getByRole('button', { name: 'Guardar aviso' })));
    expect(screen.getByRole('alert').textContent).toBe(
      'El aviso es demasiado largo: el título puede tener hasta 120 caracteres y el texto hasta 600. Acórtalo y guarda de nuevo.',
    );
  });
});
