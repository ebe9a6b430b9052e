// Sprig's regex functions through the entry points a user has: Go's RE2, linear in the input, so a
// pull request's catastrophic pattern finishes (with a JS backtracking RegExp it never returns).
import { describe, expect, it } from 'vitest';
import { blueprintRepo, blueprintYaml, object, renderError, renderOk } from '../blueprint/helpers';
import { cleanupTempDirs, run, writeTree } from '../qbec/helpers';

cleanupTempDirs();

const HOSTILE = `${'a'.repeat(40)}!`;

describe('rigging template: regex functions are RE2', () => {
  it('finishes regexMatch "^(a+)+$" over 40 a\'s and a "!" and the rest of the family', async () => {
    const dir = await writeTree({
      't.tmpl': [
        'match: {{ regexMatch "^(a+)+$" .s }}',
        'must: {{ mustRegexMatch "(a|aa)+$" .s }}',
        'find: {{ regexFind "(a+)+b" .s | quote }}',
        'all: {{ regexFindAll "(a*)*!" .s -1 }}',
        'replaced: {{ regexReplaceAll "^(a+)+!$" .s "[$1]" }}',
        'split: {{ regexSplit "(a+)+!" .s -1 | len }}',
        '',
      ].join('\n'),
      'data.yaml': `s: "${HOSTILE}"\n`,
    });
    const r = await run(dir, ['template', 't.tmpl', '--data', 'data.yaml']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      `match: false\nmust: false\nfind: ""\nall: [${HOSTILE}]\nreplaced: [${'a'.repeat(40)}]\nsplit: 2\n`,
    );
  }, 60_000);

  it("reads Go's syntax: (?i) and \\pL work, \\Z and backreferences are Go's parse errors", async () => {
    const dir = await writeTree({
      'ok.tmpl':
        '{{ regexMatch "a(?i)b" "aB" }} {{ regexFindAll "\\\\pL+" "héllo 12 wörld" -1 }} {{ regexMatch "(a)\\\\1" "aa" }}\n',
      'z.tmpl': '{{ mustRegexMatch "a\\\\Z" "a" }}\n',
      'panic.tmpl': '{{ regexReplaceAll "(a)\\\\1" "aa" "x" }}\n',
    });
    const ok = await run(dir, ['template', 'ok.tmpl']);
    expect(ok.stderr).toBe('');
    expect(ok.stdout).toBe('true [héllo wörld] false\n');
    const z = await run(dir, ['template', 'z.tmpl']);
    expect(z.code).toBe(2);
    expect(z.stderr).toBe(
      'template: z.tmpl:1:3: executing "z.tmpl" at <mustRegexMatch "a\\\\Z" "a">: error calling mustRegexMatch: error parsing regexp: invalid escape sequence: `\\Z`\n',
    );
    const panic = await run(dir, ['template', 'panic.tmpl']);
    expect(panic.code).toBe(2);
    expect(panic.stderr).toContain(
      'error calling regexReplaceAll: regexp: Compile(`(a)\\1`): error parsing regexp: invalid escape sequence: `\\1`',
    );
  });
});

describe("rigging template: Sprig's semver constraints are RE2 too", () => {
  it('finishes semverCompare on a constraint of 20000 blanks (cubic in a backtracking engine)', async () => {
    const dir = await writeTree({
      'ok.tmpl': '{{ semverCompare (printf ">= 1.0%s, < 2" (repeat 20000 " ")) "1.5.0" }}\n',
      'bad.tmpl': '{{ semverCompare (printf "1%s!" (repeat 20000 " ")) "1.0.0" }}\n',
    });
    const ok = await run(dir, ['template', 'ok.tmpl']);
    expect(ok.stderr).toBe('');
    expect(ok.stdout).toBe('true\n');
    const bad = await run(dir, ['template', 'bad.tmpl']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('error calling semverCompare: improper constraint: 1 ');
  }, 60_000);
});

describe("rigging template: Sprig's number casts are linear", () => {
  it('finishes float64 of 200000 digits and a "!" (quadratic backtracking before)', async () => {
    const dir = await writeTree({
      'cast.tmpl':
        '{{ float64 (printf "%s!" (repeat 200000 "1")) }}|{{ float64 (printf "0x%s!" (repeat 200000 "a")) }}\n',
    });
    const cast = await run(dir, ['template', 'cast.tmpl']);
    expect(cast.stderr).toBe('');
    expect(cast.stdout).toBe('0|0\n');
  }, 60_000);
});

describe('rigging render: a blueprint GoTemplate execution', () => {
  const blueprint = (expr: string) =>
    blueprintYaml(`imports:
  - name: s
    type: data
    schema: { type: string }
deployExecutions:
  - name: main
    type: GoTemplate
    template: |
      deployItems:
        - name: item
          type: landscaper.gardener.cloud/mock
          config: { matched: ${expr} }
`);

  it('finishes a catastrophic regexMatch on an import value', async () => {
    const dir = await blueprintRepo({
      'bp/blueprint.yaml': blueprint('{{ regexMatch "^(a+)+$" .imports.s }}'),
      'values.yaml': `imports:\n  s: "${HOSTILE}"\n`,
    });
    const r = await renderOk(dir);
    expect(object(r, 'DeployItem', 'item').spec.config).toEqual({ matched: false });
  }, 60_000);

  it("fails with Go's regexp error at the template, not a JS one", async () => {
    const dir = await blueprintRepo({
      'bp/blueprint.yaml': blueprint('{{ mustRegexMatch "(?<=a)b" .imports.s }}'),
      'values.yaml': 'imports:\n  s: ab\n',
    });
    const d = await renderError(dir);
    expect(d.message).toContain(
      'error calling mustRegexMatch: error parsing regexp: invalid named capture: `(?<=a)b`',
    );
    expect(d.file).toBe('bp/blueprint.yaml');
  });
});
