// The README's action inputs and outputs are generated from action.yml (`npm run docs`): a changed
// action.yml without a regenerated README fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface DocsInputs {
  START: string;
  END: string;
  renderInputsTable(actionYmlText: string): string;
  updateReadme(readmeText: string, table: string): string;
  readmeSection(readmeText: string): string | undefined;
}

const root = path.resolve(__dirname, '..');
// A plain .mjs script without type declarations: imported through a path so the types come from above.
const scriptPath = path.join(root, 'scripts/docs-inputs.mjs');
const docs: DocsInputs = await import(scriptPath);

const actionYml = readFileSync(path.join(root, 'action.yml'), 'utf8');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

describe('README action inputs', () => {
  it('are what `npm run docs` generates from action.yml', () => {
    const section = docs.readmeSection(readme);
    expect(section, 'README.md lacks the action-inputs markers').toBeDefined();
    expect(section, 'README.md is out of date with action.yml: run `npm run docs`').toBe(
      docs.renderInputsTable(actionYml),
    );
    expect(docs.updateReadme(readme, docs.renderInputsTable(actionYml))).toBe(readme);
  });

  it('list every input and output of action.yml', () => {
    const action = parse(actionYml) as { inputs: Record<string, unknown>; outputs: Record<string, unknown> };
    const section = docs.readmeSection(readme) ?? '';
    const names = [...Object.keys(action.inputs), ...Object.keys(action.outputs)];
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(section).toContain(`| \`${name}\` |`);
  });

  it('sit in the section "The GitHub Action"', () => {
    const action = readme.indexOf('\n## The GitHub Action\n');
    const markers = readme.indexOf(docs.START);
    const next = readme.indexOf('\n## ', action + 1);
    expect(action).toBeGreaterThan(-1);
    expect(markers).toBeGreaterThan(action);
    expect(readme.indexOf(docs.END)).toBeLessThan(next < 0 ? readme.length : next);
  });
});

describe('renderInputsTable', () => {
  const yml = `
inputs:
  plain: { description: "One\\ntwo | three", default: x }
  empty: { description: d, default: "" }
  needed: { description: d, required: true }
  token: { description: d, default: "\${{ github.token }}" }
outputs:
  result: { description: "'true' or 'false'" }
`;
  const table = docs.renderInputsTable(yml);

  it('puts each input on one line with pipes escaped', () => {
    expect(table).toContain('| `plain` | `x` | One two \\| three |');
    expect(table).toContain('| `empty` | (empty) | d |');
    expect(table).toContain('| `needed` | required | d |');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a template
    expect(table).toContain('| `token` | `${{ github.token }}` | d |');
  });

  it('adds a second table for the outputs', () => {
    expect(table).toContain("| output | description |\n| --- | --- |\n| `result` | 'true' or 'false' |\n");
  });
});

describe('updateReadme', () => {
  it('replaces only the text between the markers', () => {
    const before = `# x\n\n${docs.START}\nold\n${docs.END}\n\n## next\n`;
    const after = docs.updateReadme(before, '| new |\n');
    expect(after).toBe(`# x\n\n${docs.START}\n| new |\n${docs.END}\n\n## next\n`);
    expect(docs.updateReadme(after, '| new |\n')).toBe(after);
  });

  it('refuses a README without the markers', () => {
    expect(() => docs.updateReadme('# x\n', '| t |\n')).toThrow(/markers/);
  });
});
