/** Name and key formats from k8s.io/apimachinery/pkg/util/validation, with the real messages. */

const DNS1123_LABEL = '[a-z0-9]([-a-z0-9]*[a-z0-9])?';
const DNS1123_SUBDOMAIN = `${DNS1123_LABEL}(\\.${DNS1123_LABEL})*`;
const DNS1035_LABEL = '[a-z]([-a-z0-9]*[a-z0-9])?';
const LABEL_VALUE = '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?';
const QUALIFIED_NAME = '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]';
const CONFIG_KEY = '[-._a-zA-Z0-9]+';

const full = (re: string) => new RegExp(`^${re}$`);

export function dns1123Subdomain(value: string): string[] {
  const errs: string[] = [];
  if (value.length > 253) errs.push('must be no more than 253 characters');
  if (!full(DNS1123_SUBDOMAIN).test(value)) {
    errs.push(
      "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '" +
        `${DNS1123_SUBDOMAIN}')`,
    );
  }
  return errs;
}

export function dns1123Label(value: string): string[] {
  const errs: string[] = [];
  if (value.length > 63) errs.push('must be no more than 63 characters');
  if (!full(DNS1123_LABEL).test(value)) {
    errs.push(
      "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '" +
        `${DNS1123_LABEL}')`,
    );
  }
  return errs;
}

export function dns1035Label(value: string): string[] {
  const errs: string[] = [];
  if (value.length > 63) errs.push('must be no more than 63 characters');
  if (!full(DNS1035_LABEL).test(value)) {
    errs.push(
      "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is '" +
        `${DNS1035_LABEL}')`,
    );
  }
  return errs;
}

/** RBAC names only need to be usable as a path segment (so `system:aggregate-to-view` is fine). */
export function pathSegmentName(value: string): string[] {
  if (value === '.' || value === '..') return [`may not be '${value}'`];
  const bad = ['/', '%'].find((c) => value.includes(c));
  return bad ? [`may not contain '${bad}'`] : [];
}

export function labelValue(value: string): string[] {
  const errs: string[] = [];
  if (value.length > 63) errs.push('must be no more than 63 characters');
  if (!full(LABEL_VALUE).test(value)) {
    errs.push(
      "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '" +
        `${LABEL_VALUE}')`,
    );
  }
  return errs;
}

/** Label and annotation keys: an optional DNS subdomain prefix and a name of at most 63 characters. */
export function qualifiedName(value: string): string[] {
  const slash = value.lastIndexOf('/');
  const prefix = slash >= 0 ? value.slice(0, slash) : undefined;
  const name = slash >= 0 ? value.slice(slash + 1) : value;
  const errs: string[] = [];
  if (prefix !== undefined) errs.push(...dns1123Subdomain(prefix).map((e) => `prefix part ${e}`));
  if (name.length === 0) errs.push('name part must be non-empty');
  else if (name.length > 63) errs.push('name part must be no more than 63 characters');
  if (name.length > 0 && !full(QUALIFIED_NAME).test(name)) {
    errs.push(
      "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '" +
        `${QUALIFIED_NAME}')`,
    );
  }
  return errs;
}

export function configKey(value: string): string[] {
  const errs: string[] = [];
  if (value.length > 253) errs.push('must be no more than 253 characters');
  if (!full(CONFIG_KEY).test(value)) {
    errs.push(
      "a valid config key must consist of alphanumeric characters, '-', '_' or '.' (e.g. 'key.name',  or 'KEY_NAME',  or 'key-name', regex used for validation is '" +
        `${CONFIG_KEY}')`,
    );
  }
  return errs;
}

/** Go's base64.StdEncoding: the byte offset of the first error, or undefined when the text decodes. */
export function base64Error(value: string): number | undefined {
  const text = value.replace(/[\r\n]/g, '');
  const bad = text.search(/[^A-Za-z0-9+/=]/);
  if (bad >= 0) return bad;
  const pad = text.indexOf('=');
  if (pad >= 0 && !/^={1,2}$/.test(text.slice(pad))) return pad;
  if (text.length % 4 !== 0) return Math.floor(text.length / 4) * 4;
  return undefined;
}
