import { createRoot } from 'react-dom/client';
import { LANGS, type Lang } from './schemas/common.ts';
import { i18n } from './i18n/i18n.ts';

/**
 * What a remote shows when its own server is opened directly (vite preview of the remote alone): it
 * only says where it belongs, since the shell composes it. Not part of the main entry.
 */
export function renderStandaloneNotice(ns: string): void {
  const browserLang = navigator.language.slice(0, 2);
  const lang: Lang = (LANGS as readonly string[]).includes(browserLang) ? (browserLang as Lang) : 'es';
  void i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 560, margin: '10vh auto', padding: 16 }}>
      <h1>{i18n.t('standaloneTitle', { ns })}</h1>
      <p>{i18n.t('standaloneBody', { ns })}</p>
    </main>,
  );
}
