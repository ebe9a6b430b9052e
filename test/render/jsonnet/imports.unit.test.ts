import { describe, expect, it } from 'vitest';
import { ImportScanError, scanImports } from '../../../src/render/jsonnet/imports';

const paths = (code: string) => scanImports(code).map((s) => `${s.kind} ${s.path} @${s.line}:${s.column}`);

describe('scanImports', () => {
  it('finds the three kinds with every string form, decoded as jsonnet decodes them', () => {
    const code = [
      `local a = import 'a.libsonnet';`,
      `local b = importstr "b\\u002ftxt\\n";`,
      `local c = importbin @'c''s';`,
      `local d = import @"d""q";`,
      'a',
    ].join('\n');
    expect(paths(code)).toEqual([
      'import a.libsonnet @1:11',
      'importstr b/txt\n @2:11',
      "importbin c's @3:11",
      'import d"q @4:11',
    ]);
  });

  it('ignores keywords in comments, strings, text blocks and longer identifiers', () => {
    const code = [
      "# import '/etc/a'",
      "// import '/etc/b'",
      "/* import '/etc/c'\n   importstr '/etc/d' */",
      'local s = \'import "/etc/e"\';',
      'local t = |||',
      "  import '/etc/f'",
      '|||;',
      "local importer = 1; { myimport: importer, x: 'importstr' }",
    ].join('\n');
    expect(paths(code)).toEqual([]);
  });

  it('finds an import right after a text block and counts lines through it', () => {
    const code = "local t = |||-\n  one\n\n  two\n|||;\nimport 'x'\n";
    expect(paths(code)).toEqual(['import x @6:1']);
  });

  it('takes a text block as the imported path, as the lexer does', () => {
    expect(scanImports('importstr |||\n  /etc/passwd\n|||')[0]?.path).toBe('/etc/passwd\n');
  });

  it('refuses computed imports and text it cannot read', () => {
    expect(() => scanImports("import std.extVar('f')")).toThrow(ImportScanError);
    expect(() => scanImports('import')).toThrow('computed imports are not allowed');
    expect(() => scanImports("import 'unterminated")).toThrow('unterminated string');
    expect(() => scanImports("import '\\q'")).toThrow('invalid escape');
    expect(() => scanImports('/* open')).toThrow('terminating');
  });
});
