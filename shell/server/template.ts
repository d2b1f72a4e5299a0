/** Fills the shell's built `index.html` with a server render. */
import { needsLaterTexts, type InstanceConfig } from 'shared-contracts';
import { preloadLaterTexts } from '../src/boot/later-texts.ts';
import { RECORD_FAILED_STYLES, type SsrPayload } from '../src/boot/ssr-payload.ts';
import { themeToCssVariables } from '../src/boot/theme.ts';
import { styleElementText } from './inline-styles.ts';
import { manifestFileUrl, type RemoteManifest } from './manifest.ts';

export interface RenderedPage {
  html: string;
  payload: SsrPayload;
  /** The remote whose screen is in `html`, for its stylesheets and preloads. */
  manifest: RemoteManifest | null;
  /** The text of the remote's stylesheets the server could read, by URL: written into the page. */
  styles?: Readonly<Record<string, string>>;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON that cannot close the script it sits in. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The theme as `applyTheme` sets it in the browser: inline on `<html>`, above every stylesheet. */
function themeAttribute(config: InstanceConfig): string {
  const declarations = Object.entries(themeToCssVariables(config.theme))
    .map(([name, value]) => `${name}:${value}`)
    .concat(`color-scheme:${config.theme.dark ? 'dark' : 'light'}`)
    .join(';');
  return escapeHtml(declarations);
}

/**
 * The remote's stylesheets and script preloads. A stylesheet whose text the server holds is written into
 * the page (no request before the first paint), beside its link left `disabled` (never fetched): the
 * remote's loader in the browser looks for that link before it adds one of its own.
 */
function remoteLinks(
  manifest: RemoteManifest,
  styles: Readonly<Record<string, string>>,
  lang: string,
): string {
  const css = manifest.styles.map((file) => {
    const href = manifestFileUrl(manifest, file);
    const text = styles[href];
    const link = `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}"`;
    return text === undefined ? `${link} />` : `<style>${styleElementText(text)}</style>${link} disabled />`;
  });
  // The remote awaits its English or Portuguese texts before it renders: fetched beside its code.
  const laterTexts = needsLaterTexts(lang) ? manifest.laterTexts : [];
  const js = [manifest.remoteEntry, ...manifest.scripts, ...laterTexts].map(
    (file) =>
      `<link rel="modulepreload" crossorigin="anonymous" href="${escapeHtml(manifestFileUrl(manifest, file))}" />`,
  );
  return [...css, ...js].join('');
}

/** The page with the render in `#root`, the instance's meta and theme, and the state to hydrate. */
export function fillTemplate(
  template: string,
  { html, payload, manifest, styles = {} }: RenderedPage,
): string {
  const { config, lang } = payload;
  const themeColor = config.theme.header_bgcolor || config.theme.theme_color;
  // Before every stylesheet of the page (the remote's here, the shell's further down): one that fails does
  // so before the bundle listens, and only this record tells it (the reload offer). The
  // built page carries it first in its head (vite.config.ts); a template without it gets it here.
  const recorder = `<script>${RECORD_FAILED_STYLES}</script>`;
  const anchor = template.includes(recorder) ? recorder : '<meta charset="UTF-8" />';
  const head = [
    anchor === recorder ? '' : recorder,
    // Before the inline boot script, which skips its requests when the page holds the data.
    `<script>window.__MESA_SSR__=${scriptJson(payload)}</script>`,
    manifest ? remoteLinks(manifest, styles, lang) : '',
  ].join('');
  return (
    preloadLaterTexts(template, lang)
      .replace(/<html lang="[^"]*"/, `<html lang="${lang}" style="${themeAttribute(config)}"`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(config.name)}</title>`)
      .replace(
        /<meta name="theme-color" content="[^"]*"/,
        `<meta name="theme-color" content="${escapeHtml(themeColor)}"`,
      )
      .replace(
        /<link rel="icon" href="[^"]*"/,
        `<link rel="icon" href="${escapeHtml(config.meta.favicon || 'data:,')}"`,
      )
      .replace(anchor, () => `${anchor}${head}`)
      // Inert until hydrated: a tap before React listens would be lost; the boot lifts it once committed.
      .replace('<div id="root"></div>', () => `<div id="root" inert>${html}</div>`)
  );
}
