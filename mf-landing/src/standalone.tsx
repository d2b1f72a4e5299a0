import { createRoot } from 'react-dom/client';
import { i18n } from 'shared-contracts';
import { NS } from './i18n.ts';

// Served alone (vite preview of this remote), it only says where it belongs: the shell composes it.
const browserLang = navigator.language.slice(0, 2);
void i18n.changeLanguage(['es', 'en', 'pt'].includes(browserLang) ? browserLang : 'es');
document.documentElement.lang = i18n.language;

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 560, margin: '10vh auto', padding: 16 }}>
      <h1>{i18n.t('standaloneTitle', { ns: NS })}</h1>
      <p>{i18n.t('standaloneBody', { ns: NS })}</p>
    </main>,
  );
}
