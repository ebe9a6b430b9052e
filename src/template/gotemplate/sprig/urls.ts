/**
 * Sprig's urlParse and urlJoin, over Go's net/url: Parse's split into scheme, opaque, userinfo,
 * host, path (unescaped), raw query and fragment (unescaped), and URL.String's reassembly with
 * Go's escaping of path and fragment.
 */
import type { FuncMap, GoMap, GoValue } from '../value';
import { bytesOf, def, kindOf, stringOf } from './common';

type Mode = 'path' | 'fragment' | 'user' | 'host';

function shouldEscape(c: number, mode: Mode): boolean {
  if ((c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39)) return false;
  if (mode === 'host') {
    if ('!$&\'()*+,;=:[]<>"'.includes(String.fromCharCode(c))) return false;
    if (c >= 0x80) return false;
  }
  if ('-_.~'.includes(String.fromCharCode(c))) return false;
  if ('$&+,/:;=?@'.includes(String.fromCharCode(c))) {
    if (mode === 'path') return c === 0x3f;
    if (mode === 'user') return c === 0x40 || c === 0x2f || c === 0x3f || c === 0x3a;
    return false;
  }
  if (mode === 'fragment' && '!()*'.includes(String.fromCharCode(c))) return false;
  return true;
}

function urlEscape(s: string, mode: Mode): string {
  let out = '';
  for (const b of bytesOf(s)) {
    out += shouldEscape(b, mode)
      ? `%${b.toString(16).toUpperCase().padStart(2, '0')}`
      : String.fromCharCode(b);
  }
  // Bytes left as they are (ASCII, or UTF-8 in a host) back to text.
  return stringOf(Uint8Array.from(Array.from(out, (ch) => ch.charCodeAt(0))));
}

function urlUnescape(s: string): string {
  const bytes: number[] = [];
  const src = bytesOf(s);
  for (let i = 0; i < src.length; i++) {
    const c = src[i] as number;
    if (c === 0x25) {
      const h = String.fromCharCode(src[i + 1] ?? 0, src[i + 2] ?? 0);
      if (!/^[0-9a-fA-F]{2}$/.test(h)) {
        throw new Error(`invalid URL escape ${JSON.stringify(`%${stringOf(src.subarray(i + 1, i + 3))}`)}`);
      }
      bytes.push(Number.parseInt(h, 16));
      i += 2;
    } else {
      bytes.push(c);
    }
  }
  return stringOf(Uint8Array.from(bytes));
}

interface Url {
  scheme: string;
  opaque: string;
  user: { name: string; password?: string } | null;
  host: string;
  path: string;
  rawQuery: string;
  forceQuery: boolean;
  fragment: string;
}

function userString(u: { name: string; password?: string }): string {
  let s = urlEscape(u.name, 'user');
  if (u.password !== undefined) s += `:${urlEscape(u.password, 'user')}`;
  return s;
}

/** Go's url.Parse. */
function parse(raw: string): Url {
  const fail = (m: string): never => {
    throw new Error(`parse ${JSON.stringify(raw)}: ${m}`);
  };
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) fail('net/url: invalid control character in URL');
  }
  const hash = raw.indexOf('#');
  let rest = hash >= 0 ? raw.slice(0, hash) : raw;
  const u: Url = {
    scheme: '',
    opaque: '',
    user: null,
    host: '',
    path: '',
    rawQuery: '',
    forceQuery: false,
    fragment: '',
  };
  if (hash >= 0) u.fragment = urlUnescape(raw.slice(hash + 1));
  if (rest === '') return u;
  if (rest === '*') {
    u.path = '*';
    return u;
  }
  const m = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(rest);
  if (rest[0] === ':') fail('missing protocol scheme');
  if (m) {
    u.scheme = (m[1] as string).toLowerCase();
    rest = rest.slice((m[0] as string).length);
  }
  if (rest.endsWith('?') && rest.split('?').length === 2) {
    u.forceQuery = true;
    rest = rest.slice(0, -1);
  } else {
    const q = rest.indexOf('?');
    if (q >= 0) {
      u.rawQuery = rest.slice(q + 1);
      rest = rest.slice(0, q);
    }
  }
  if (!rest.startsWith('/')) {
    if (u.scheme !== '') {
      u.opaque = rest;
      return u;
    }
    const seg = rest.split('/')[0] as string;
    if (seg.includes(':')) fail('first path segment in URL cannot contain colon');
  }
  if ((u.scheme !== '' || !rest.startsWith('///')) && rest.startsWith('//')) {
    const after = rest.slice(2);
    const slash = after.indexOf('/');
    const authority = slash >= 0 ? after.slice(0, slash) : after;
    rest = slash >= 0 ? after.slice(slash) : '';
    const at = authority.lastIndexOf('@');
    let host = authority;
    if (at >= 0) {
      const info = authority.slice(0, at);
      host = authority.slice(at + 1);
      const colon = info.indexOf(':');
      u.user =
        colon >= 0
          ? { name: urlUnescape(info.slice(0, colon)), password: urlUnescape(info.slice(colon + 1)) }
          : { name: urlUnescape(info) };
    }
    u.host = urlUnescape(host);
  }
  u.path = urlUnescape(rest);
  return u;
}

function hostname(host: string): string {
  if (host.startsWith('[')) {
    const i = host.indexOf(']');
    return i >= 0 ? host.slice(1, i) : host.slice(1);
  }
  const i = host.lastIndexOf(':');
  return i >= 0 && /^[0-9]*$/.test(host.slice(i + 1)) ? host.slice(0, i) : host;
}

/** Go's URL.String. */
function urlString(u: Url): string {
  let out = '';
  if (u.scheme !== '') out += `${u.scheme}:`;
  if (u.opaque !== '') {
    out += u.opaque;
  } else {
    if (u.scheme !== '' || u.host !== '' || u.user !== null) {
      if (u.host !== '' || u.path !== '' || u.user !== null) out += '//';
      if (u.user !== null) out += `${userString(u.user)}@`;
      if (u.host !== '') out += urlEscape(u.host, 'host');
    }
    const path = urlEscape(u.path, 'path');
    if (path !== '' && path[0] !== '/' && u.host !== '') out += '/';
    if (out === '' && (path.split('/')[0] as string).includes(':')) out += './';
    out += path;
  }
  if (u.forceQuery || u.rawQuery !== '') out += `?${u.rawQuery}`;
  if (u.fragment !== '') out += `#${urlEscape(u.fragment, 'fragment')}`;
  return out;
}

function getString(d: GoMap, key: string): string {
  if (!Object.hasOwn(d, key)) return '';
  const v = d[key] as GoValue;
  if (typeof v !== 'string') {
    if (v === null || v === undefined)
      throw new Error('runtime error: invalid memory address or nil pointer dereference');
    throw new Error(`unable to parse ${key} key, must be of type string, but ${kindOf(v)} found`);
  }
  return v;
}

export const urlFuncs: FuncMap = {
  urlParse: def('urlParse', ['string'], null, (s: string) => {
    let u: Url;
    try {
      u = parse(s);
    } catch (e) {
      throw new Error(`unable to parse url: ${(e as Error).message}`);
    }
    return {
      scheme: u.scheme,
      host: u.host,
      hostname: hostname(u.host),
      path: u.path,
      query: u.rawQuery,
      opaque: u.opaque,
      fragment: u.fragment,
      userinfo: u.user ? userString(u.user) : '',
    };
  }),
  urlJoin: def('urlJoin', ['map'], null, (d: GoMap | null) => {
    const m = d ?? {};
    const u: Url = {
      scheme: getString(m, 'scheme'),
      host: getString(m, 'host'),
      path: getString(m, 'path'),
      rawQuery: getString(m, 'query'),
      opaque: getString(m, 'opaque'),
      fragment: getString(m, 'fragment'),
      forceQuery: false,
      user: null,
    };
    const info = getString(m, 'userinfo');
    if (info !== '') {
      try {
        u.user = parse(`proto://${info}@host`).user;
      } catch (e) {
        throw new Error(`unable to parse userinfo in dict: ${(e as Error).message}`);
      }
    }
    return urlString(u);
  }),
};
