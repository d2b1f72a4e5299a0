import type { Lang } from 'shared-contracts';

const MESSAGES: Record<Lang, { title: string; body: string; retry: string }> = {
  es: {
    title: 'No pudimos abrir este sitio',
    body: 'Revisa tu conexión e inténtalo de nuevo.',
    retry: 'Reintentar',
  },
  en: { title: 'We could not open this site', body: 'Check your connection and try again.', retry: 'Retry' },
  pt: {
    title: 'Não conseguimos abrir este site',
    body: 'Verifique sua conexão e tente novamente.',
    retry: 'Tentar novamente',
  },
};

/** Without a config there is no instance language or i18n yet: pick the browser's, Spanish by default. */
export function renderBootError(root: HTMLElement): void {
  const lang =
    (navigator.language.slice(0, 2) as Lang) in MESSAGES ? (navigator.language.slice(0, 2) as Lang) : 'es';
  const text = MESSAGES[lang];
  document.documentElement.lang = lang;
  const section = document.createElement('section');
  section.className = 'mesa-message mesa-message--error';
  section.setAttribute('role', 'alert');
  const title = document.createElement('h1');
  title.textContent = text.title;
  const body = document.createElement('p');
  body.textContent = text.body;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'mesa-button';
  button.textContent = text.retry;
  button.addEventListener('click', () => window.location.reload());
  section.append(title, body, button);
  root.replaceChildren(section);
}
