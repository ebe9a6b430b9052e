// `npm run docs`: the README's tables of the action's inputs and outputs, generated from action.yml
// so they never drift. Rewrites the text between the action-inputs markers in README.md in place;
// test/docs.unit.test.ts fails when README.md is not what this script would write.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const START = '<!-- action-inputs:start -->';
export const END = '<!-- action-inputs:end -->';

/** One table cell: single line, pipes escaped (also inside code spans, as GFM requires). */
const cell = (text) =>
  String(text ?? '')
    .trim()
    .replace(/\s*\n\s*/g, ' ')
    .replaceAll('|', '\\|');

const code = (text) => {
  const s = String(text);
  const fence = s.includes('`') ? '``' : '`';
  return `${fence}${s.includes('`') ? ` ${s} ` : s}${fence}`;
};

function defaultCell(input) {
  if (input.default === undefined || input.default === null) return input.required ? 'required' : '';
  const value = String(input.default);
  return value === '' ? '(empty)' : cell(code(value));
}

/** Markdown tables (inputs, then outputs) for the text of an action.yml. */
export function renderInputsTable(actionYmlText) {
  const action = parse(actionYmlText) ?? {};
  const inputs = Object.entries(action.inputs ?? {});
  const outputs = Object.entries(action.outputs ?? {});
  const lines = ['| input | default | description |', '| --- | --- | --- |'];
  for (const [name, input] of inputs) {
    lines.push(`| ${cell(code(name))} | ${defaultCell(input ?? {})} | ${cell(input?.description)} |`);
  }
  if (outputs.length > 0) {
    lines.push('', '| output | description |', '| --- | --- |');
    for (const [name, output] of outputs) {
      lines.push(`| ${cell(code(name))} | ${cell(output?.description)} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The README with the text between the action-inputs markers replaced by `table`. */
export function updateReadme(readmeText, table) {
  const start = readmeText.indexOf(START);
  const end = readmeText.indexOf(END);
  if (start < 0 || end < 0 || end < start) {
    throw new Error(
      `README.md needs the markers ${START} and ${END} (in that order) around the inputs table`,
    );
  }
  const body = table.endsWith('\n') ? table : `${table}\n`;
  return `${readmeText.slice(0, start + START.length)}\n${body}${readmeText.slice(end)}`;
}

/** The generated section as it stands in a README (between the markers), or undefined. */
export function readmeSection(readmeText) {
  const start = readmeText.indexOf(START);
  const end = readmeText.indexOf(END);
  if (start < 0 || end < start) return undefined;
  return readmeText.slice(start + START.length, end).replace(/^\n/, '');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const readmePath = path.join(root, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const updated = updateReadme(
    readme,
    renderInputsTable(readFileSync(path.join(root, 'action.yml'), 'utf8')),
  );
  if (updated === readme) {
    process.stdout.write('README.md: action inputs are up to date\n');
  } else {
    writeFileSync(readmePath, updated);
    process.stdout.write('README.md: action inputs updated from action.yml\n');
  }
}
