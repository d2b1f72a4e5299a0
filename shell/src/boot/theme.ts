import type { InstanceConfig, Theme } from 'shared-contracts';

/**
 * The CSS custom properties every app (shell and remotes) styles itself with. Remotes read them with
 * `var(--mesa-…)`, so an instance's theme reaches screens the shell never compiled.
 */
export type ThemeVariables = Record<`--mesa-${string}`, string>;

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Relative luminance (WCAG 2.x) of a hex colour, or null when it is not a hex colour. */
export function luminance(color: string): number | null {
  const match = HEX.exec(color.trim());
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  const channels = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Black or white, whichever reads better on `background` (WCAG contrast ratio). */
export function readableTextOn(background: string): string {
  const l = luminance(background);
  if (l === null) return '#ffffff';
  const onWhite = 1.05 / (l + 0.05);
  const onBlack = (l + 0.05) / 0.05;
  return onBlack >= onWhite ? '#111111' : '#ffffff';
}

/** A hex, rgb(a)/hsl(a) or named colour; anything else could add declarations where it is written. */
const CSS_COLOR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/]+\)|[a-z]+)$/i;

/** An operator's colour, or `fallback` when it is empty or not a plain colour. */
export function colorOr(value: string, fallback: string): string {
  const color = value.trim();
  return CSS_COLOR.test(color) ? color : fallback;
}

export function themeToCssVariables(theme: Theme): ThemeVariables {
  const pageBg = colorOr(theme.page_bgcolor, theme.dark ? '#121212' : '#f7f7f8');
  const themeColor = colorOr(theme.theme_color, '#c0392b');
  const headerBg = colorOr(theme.header_bgcolor, themeColor);
  return {
    '--mesa-color-theme': themeColor,
    '--mesa-color-on-theme': readableTextOn(themeColor),
    '--mesa-header-bg': headerBg,
    '--mesa-header-text': colorOr(theme.header_txt_color, readableTextOn(headerBg)),
    '--mesa-title-text': colorOr(theme.titles_txt_color, theme.dark ? '#ffffff' : '#1d1d1f'),
    // The preload (splash) screen: its own background, else the header's.
    '--mesa-preload-bg': colorOr(theme.preload_background, headerBg),
    '--mesa-page-bg': pageBg,
    '--mesa-page-text': readableTextOn(pageBg) === '#111111' ? '#1d1d1f' : '#f2f2f2',
    '--mesa-surface': theme.dark ? '#1f1f22' : '#ffffff',
    '--mesa-muted-text': theme.dark ? '#b8b8bf' : '#5b5b66',
    '--mesa-border': theme.dark ? '#3a3a40' : '#e2e2e7',
    '--mesa-error': theme.dark ? '#ff8a80' : '#b00020',
    '--mesa-color-scheme': theme.dark ? 'dark' : 'light',
  };
}

export function applyTheme(config: InstanceConfig, root: HTMLElement = document.documentElement): void {
  const variables = themeToCssVariables(config.theme);
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
  root.style.colorScheme = config.theme.dark ? 'dark' : 'light';
}

/** Title, language, favicon and theme-color meta of the one HTML page. */
export function applyDocumentMeta(config: InstanceConfig, lang: string, doc: Document = document): void {
  doc.title = config.name;
  doc.documentElement.lang = lang;
  if (config.meta.favicon) {
    let icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!icon) {
      icon = doc.createElement('link');
      icon.rel = 'icon';
      doc.head.append(icon);
    }
    icon.href = config.meta.favicon;
  }
  let themeMeta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!themeMeta) {
    themeMeta = doc.createElement('meta');
    themeMeta.name = 'theme-color';
    doc.head.append(themeMeta);
  }
  themeMeta.content = colorOr(config.theme.header_bgcolor, colorOr(config.theme.theme_color, '#ffffff'));
}
