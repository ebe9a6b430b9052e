/**
 * Sprig's path functions: Go's path package (base, dir, clean, ext, isAbs), and the filepath
 * variants osBase, osDir, osClean, osExt, osIsAbs, which on Linux are the same functions.
 */
import type { FuncMap } from '../value';
import { def } from './common';

/** Go's path.Clean. */
export function clean(p: string): string {
  if (p === '') return '.';
  const rooted = p[0] === '/';
  const out: string[] = [];
  for (const part of p.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (out.length > 0 && out[out.length - 1] !== '..') out.pop();
      else if (!rooted) out.push('..');
      continue;
    }
    out.push(part);
  }
  const s = (rooted ? '/' : '') + out.join('/');
  return s === '' ? '.' : s;
}

/** Go's path.Base. */
export function base(p: string): string {
  if (p === '') return '.';
  let s = p;
  while (s.length > 0 && s.endsWith('/')) s = s.slice(0, -1);
  const i = s.lastIndexOf('/');
  if (i >= 0) s = s.slice(i + 1);
  return s === '' ? '/' : s;
}

/** Go's path.Dir. */
export function dir(p: string): string {
  const i = p.lastIndexOf('/');
  return clean(p.slice(0, i + 1));
}

/** Go's path.Ext. */
export function ext(p: string): string {
  for (let i = p.length - 1; i >= 0 && p[i] !== '/'; i--) if (p[i] === '.') return p.slice(i);
  return '';
}

const isAbs = (p: string): boolean => p.startsWith('/');

export const pathFuncs: FuncMap = {
  base: def('base', ['string'], null, base),
  dir: def('dir', ['string'], null, dir),
  clean: def('clean', ['string'], null, clean),
  ext: def('ext', ['string'], null, ext),
  isAbs: def('isAbs', ['string'], null, isAbs),
  osBase: def('osBase', ['string'], null, base),
  osDir: def('osDir', ['string'], null, dir),
  osClean: def('osClean', ['string'], null, clean),
  osExt: def('osExt', ['string'], null, ext),
  osIsAbs: def('osIsAbs', ['string'], null, isAbs),
};
