import type { ScalarTag, Tags } from 'yaml';

/**
 * How an upstream tool reads YAML. A source's files are read the way its tool reads them, so a
 * value means in rigging what it means in production:
 *
 * - `yaml-1.2`: the YAML 1.2 core schema (`on` and `yes` are strings), duplicate keys refused.
 *   rigging.yaml, rigging's own file.
 * - `go-yaml-v2`: gopkg.in/yaml.v2 decoding into `interface{}`, directly or under ghodss/yaml and
 *   sigs.k8s.io/yaml (`Unmarshal`): YAML 1.1 booleans (`y`, `yes`, `on`, ...), `<<` merge keys,
 *   integers as Go's `strconv.ParseInt(s, 0, 64)` reads them (`0777` and `0o777` are both 511),
 *   while base-60 numbers (`1:30`) and timestamps stay strings. A repeated key: the last wins.
 *   qbec, Landscaper, Hub and the BOSH CLI (`bosh int`/`deploy` interpolate manifests and vars
 *   files with yaml.v2 before the director sees them).
 * - `go-yaml-v2-strict`: the same values, a repeated key refused (`UnmarshalStrict`, and the
 *   Kubernetes API server under kubectl's default `--validate=strict`). JsonnetSnippet resources.
 * - `psych`: Ruby's Psych 4 `YAML.load` (YAML 1.1), as the BOSH director reads a release's job
 *   spec: case-insensitive `yes`/`on`/`true` booleans but `y`/`n` strings, `0777` octal but `0o777`
 *   a string, `1:30` base 60 read as hours:minutes (5400), `1,000` an integer, `1e3` a string,
 *   dates refused (Psych::DisallowedClass). A repeated key: the last wins.
 */
export type YamlDialect = 'yaml-1.2' | 'go-yaml-v2' | 'go-yaml-v2-strict' | 'psych';

export interface DialectSettings {
  /** Options for the yaml package's parseDocument/parseAllDocuments. */
  options: { version: '1.1' | '1.2'; merge: boolean; customTags?: (tags: Tags) => Tags };
  /** What a key repeated in one mapping does: refused, or silently replaced by the later value. */
  duplicateKeys: 'error' | 'last-wins';
  /** Who reads the file this way, for messages ("as Ruby's Psych reads it"). */
  reader: string;
}

export function dialectSettings(dialect: YamlDialect = 'yaml-1.2'): DialectSettings {
  switch (dialect) {
    case 'yaml-1.2':
      return { options: { version: '1.2', merge: false }, duplicateKeys: 'error', reader: 'YAML 1.2' };
    case 'go-yaml-v2':
      return {
        options: { version: '1.1', merge: true, customTags: goYamlV2Tags },
        duplicateKeys: 'last-wins',
        reader: 'go-yaml v2',
      };
    case 'go-yaml-v2-strict':
      return {
        options: { version: '1.1', merge: true, customTags: goYamlV2Tags },
        duplicateKeys: 'error',
        reader: 'go-yaml v2 (strict)',
      };
    case 'psych':
      return {
        options: { version: '1.1', merge: true, customTags: psychTags },
        duplicateKeys: 'last-wins',
        reader: "Ruby's Psych",
      };
  }
}

const INT = 'tag:yaml.org,2002:int';
const FLOAT = 'tag:yaml.org,2002:float';
const BOOL = 'tag:yaml.org,2002:bool';
const NULL = 'tag:yaml.org,2002:null';
const TIMESTAMP = 'tag:yaml.org,2002:timestamp';

type Scalar = ScalarTag & { test: RegExp };

function scalarTags(tags: Tags): Scalar[] {
  return tags.filter((t): t is Scalar => typeof t === 'object' && 'test' in t && t.test instanceof RegExp);
}

/** The yaml package's 1.1 tag for `tag` whose test matches `sample` (to keep its stringify). */
function base(tags: Tags, tag: string, sample: string): Scalar {
  const found = scalarTags(tags).find((t) => t.tag === tag && t.test.test(sample));
  if (!found) throw new Error(`yaml 1.1 schema has no ${tag} for ${sample}`);
  return found;
}

const withoutNumbers = (tags: Tags): Tags =>
  tags.filter((t) => typeof t !== 'object' || ![INT, FLOAT, TIMESTAMP].includes(t.tag));

// ---------------------------------------------------------------------------------------------
// go-yaml v2 (resolve.go): the first character hints at a number; `_` is dropped; the rest is
// strconv.ParseInt(s, 0, 64), then ParseUint, then ParseFloat if it looks like a YAML float.

const GO_INT =
  /^[-+]?(?:0[xX](?=_*[0-9a-fA-F])[0-9a-fA-F_]+|0[oO](?=_*[0-7])[0-7_]+|0[bB](?=_*[01])[01_]+|[0-9][0-9_]*)$/;
// yamlStyleFloat after `_` is dropped; a leading `.` goes straight to ParseFloat (no `_` there).
const GO_FLOAT =
  /^(?:[-+]?(?:\.[0-9_]*[0-9][0-9_]*|[0-9][0-9_]*(?:\.[0-9_]*)?)(?:[eE][-+]?_*[0-9][0-9_]*)?|\.[0-9]+(?:[eE][-+]?[0-9]+)?)$/;

function goInt(s: string): number {
  const t = s.replace(/_/g, '');
  const neg = t.startsWith('-');
  const body = t.replace(/^[-+]/, '');
  let value: number;
  if (/^0[xX]/.test(body)) value = Number.parseInt(body.slice(2), 16);
  else if (/^0[oO]/.test(body)) value = Number.parseInt(body.slice(2), 8);
  else if (/^0[bB]/.test(body)) value = Number.parseInt(body.slice(2), 2);
  // A leading 0 is octal to ParseInt; `089` is no octal, and ParseFloat then reads it as 89.
  else if (/^0[0-7]+$/.test(body)) value = Number.parseInt(body.slice(1), 8);
  else value = Number.parseInt(body, 10);
  return neg ? -value : value;
}

function goYamlV2Tags(tags: Tags): Tags {
  const intTag = base(tags, INT, '1');
  const floatTag = base(tags, FLOAT, '1.5');
  const special = base(tags, FLOAT, '.inf');
  const rest = withoutNumbers(tags);
  return [
    ...rest,
    { ...intTag, format: undefined, test: GO_INT, resolve: goInt },
    special,
    { ...floatTag, test: GO_FLOAT, resolve: (s: string) => Number(s.replace(/_/g, '')) },
  ];
}

// ---------------------------------------------------------------------------------------------
// Psych 4 (scalar_scanner.rb tokenize), checked against Ruby 3.1's Psych 4.0.

const PSYCH_TRUE = /^(?:yes|true|on)$/i;
const PSYCH_FALSE = /^(?:no|false|off)$/i;
const PSYCH_NULL = /^(?:~|null)?$/i;
const PSYCH_SPECIAL_FLOAT = /^(?:\+?\.inf|-\.inf|\.nan)$/i;
const PSYCH_DATE = /^\d{4}-(?:1[012]|0\d|\d)-(?:[12]\d|3[01]|0\d|\d)$/;
const PSYCH_TIME =
  /^-?\d{4}-\d{1,2}-\d{1,2}(?:[Tt]|\s+)\d{1,2}:\d\d:\d\d(?:\.\d*)?(?:\s*(?:Z|[-+]\d{1,2}:?(?:\d\d)?))?$/;
const PSYCH_BASE60_INT = /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9]){1,2}$/;
const PSYCH_BASE60_FLOAT = /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9]){1,2}\.[0-9_]*$/;
// FLOAT, less `.` and `+.` alone, which Psych keeps as strings.
const PSYCH_FLOAT = /^(?![-+]?\.$)[-+]?(?:[0-9][0-9_,]*)?\.[0-9]*(?:[eE][-+][0-9]+)?$/;
// INTEGER_LEGACY (strict_integer: false, the default).
const PSYCH_INT =
  /^(?:[-+]?0b[0-1_,]+|[-+]?0[0-7_,]+|[-+]?(?:0|[1-9](?:[0-9]|,[0-9]|_[0-9])*)|[-+]?0x[0-9a-fA-F_,]+)$/;

/** Ruby's String#to_i / #to_f on one base-60 part: its leading number, `_` between digits allowed. */
function rubyLeadingNumber(part: string, float: boolean): number {
  const m = (float ? /^[-+]?\d+(?:_\d+)*(?:\.\d+(?:_\d+)*)?/ : /^[-+]?\d+(?:_\d+)*/).exec(part);
  return m ? Number(m[0].replace(/_/g, '')) : 0;
}

/** Psych's base 60: each part times 60 ** |index - 2|, so `1:30` is 1*3600 + 30*60. */
function psychBase60(s: string, float: boolean): number {
  return s
    .split(':')
    .reduce((sum, part, i) => sum + rubyLeadingNumber(part, float) * 60 ** Math.abs(i - 2), 0);
}

/** Ruby's Integer() on the text with `,` and `_` removed: 0b, 0x, a leading 0 for octal. */
function psychInt(s: string): number {
  const t = s.replace(/[,_]/g, '');
  const neg = t.startsWith('-');
  const body = t.replace(/^[-+]/, '');
  let value: number;
  if (body.startsWith('0b')) value = Number.parseInt(body.slice(2), 2);
  else if (body.startsWith('0x')) value = Number.parseInt(body.slice(2), 16);
  else if (body.length > 1 && body.startsWith('0')) value = Number.parseInt(body.slice(1), 8);
  else value = Number.parseInt(body, 10);
  return neg ? -value : value;
}

function psychTags(tags: Tags): Tags {
  const nullTag = base(tags, NULL, '~');
  const trueTag = base(tags, BOOL, 'true');
  const falseTag = base(tags, BOOL, 'false');
  const intTag = base(tags, INT, '1');
  const floatTag = base(tags, FLOAT, '1.5');
  const special = base(tags, FLOAT, '.inf');
  const rest = withoutNumbers(tags).filter((t) => typeof t !== 'object' || ![BOOL, NULL].includes(t.tag));
  const refused = (cls: string) => (s: string, onError: (message: string) => void) => {
    // YAML.load (Psych 4) permits no Date or Time: the release cannot be uploaded.
    onError(`Tried to load unspecified class: ${cls} (Ruby's YAML.load refuses it; quote the value)`);
    return s;
  };
  return [
    ...rest,
    { ...nullTag, test: PSYCH_NULL, resolve: () => null },
    { ...trueTag, test: PSYCH_TRUE, resolve: () => true },
    { ...falseTag, test: PSYCH_FALSE, resolve: () => false },
    { tag: TIMESTAMP, default: true, test: PSYCH_TIME, resolve: refused('Time') },
    { tag: TIMESTAMP, default: true, test: PSYCH_DATE, resolve: refused('Date') },
    {
      ...special,
      test: PSYCH_SPECIAL_FLOAT,
      resolve: (s: string) => (/nan/i.test(s) ? Number.NaN : s.startsWith('-') ? -Infinity : Infinity),
    },
    { ...intTag, format: undefined, test: PSYCH_BASE60_INT, resolve: (s: string) => psychBase60(s, false) },
    { ...floatTag, test: PSYCH_BASE60_FLOAT, resolve: (s: string) => psychBase60(s, true) },
    {
      ...floatTag,
      test: PSYCH_FLOAT,
      resolve: (s: string) => Number(s.replace(/[,_]/g, '').replace(/\.([Ee]|$)/, '$1')),
    },
    { ...intTag, format: undefined, test: PSYCH_INT, resolve: psychInt },
  ];
}
