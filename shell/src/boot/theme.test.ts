import { describe, expect, it } from 'vitest';
import type { Theme } from 'shared-contracts';
import { luminance, readableTextOn, themeToCssVariables } from './theme.ts';

const theme: Theme = {
  dark: false,
  theme_color: '#b23a1e',
  header_bgcolor: '#ffffff',
  header_txt_color: '#222222',
  titles_txt_color: '#333333',
  page_bgcolor: '#faf7f2',
  suppliers_background_image: '',
  preload_background: '',
};

describe('themeToCssVariables', () => {
  it('maps the instance theme to CSS custom properties', () => {
    const vars = themeToCssVariables(theme);
    expect(vars['--mesa-color-theme']).toBe('#b23a1e');
    expect(vars['--mesa-header-bg']).toBe('#ffffff');
    expect(vars['--mesa-header-text']).toBe('#222222');
    expect(vars['--mesa-title-text']).toBe('#333333');
    expect(vars['--mesa-page-bg']).toBe('#faf7f2');
    expect(vars['--mesa-color-on-theme']).toBe('#ffffff');
  });

  it('falls back to the theme colour and readable text when header colours are empty', () => {
    const vars = themeToCssVariables({
      ...theme,
      header_bgcolor: '',
      header_txt_color: '',
      theme_color: '#ffd400',
    });
    expect(vars['--mesa-header-bg']).toBe('#ffd400');
    expect(vars['--mesa-header-text']).toBe('#111111');
  });

  it('gives the preload screen its own background, else the header’s', () => {
    expect(themeToCssVariables({ ...theme, preload_background: '#0B6E4F' })['--mesa-preload-bg']).toBe(
      '#0B6E4F',
    );
    expect(themeToCssVariables(theme)['--mesa-preload-bg']).toBe('#ffffff');
  });

  it('drops a colour that is not one (it could add declarations to the page’s style)', () => {
    const vars = themeToCssVariables({
      ...theme,
      theme_color: 'red;background-image:url(https://evil.example/x)',
      preload_background: 'rgb(1, 2, 3)',
      page_bgcolor: 'url(javascript:alert(1))',
    });
    expect(vars['--mesa-color-theme']).toBe('#c0392b');
    expect(vars['--mesa-preload-bg']).toBe('rgb(1, 2, 3)');
    expect(vars['--mesa-page-bg']).toBe('#f7f7f8');
  });

  it('uses dark surfaces for dark themes', () => {
    const vars = themeToCssVariables({ ...theme, dark: true, page_bgcolor: '' });
    expect(vars['--mesa-page-bg']).toBe('#121212');
    expect(vars['--mesa-page-text']).toBe('#f2f2f2');
  });
});

describe('contrast helpers', () => {
  it('computes luminance of short and long hex', () => {
    expect(luminance('#fff')).toBeCloseTo(1);
    expect(luminance('000000')).toBeCloseTo(0);
    expect(luminance('rebeccapurple')).toBeNull();
  });
  it('picks black text on light colours and white on dark ones', () => {
    expect(readableTextOn('#ffffff')).toBe('#111111');
    expect(readableTextOn('#1a1a1a')).toBe('#ffffff');
  });
});
