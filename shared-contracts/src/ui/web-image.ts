import { createElement, type ImgHTMLAttributes } from 'react';
import { webHref } from '../validation/web-link.ts';

type WebImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  src: string | null | undefined;
  alt: string;
};

/**
 * An operator's picture (product, banner): shown only when its address is a web address. Anything else
 * (`javascript:`, `data:`, a typo) shows no picture rather than a broken or hostile one. Written with
 * `createElement` for the shell's server build (see `Field`).
 */
export function WebImage({ src, alt, ...rest }: WebImageProps) {
  const href = src ? webHref(src) : null;
  return href ? createElement('img', { ...rest, src: href, alt }) : null;
}
