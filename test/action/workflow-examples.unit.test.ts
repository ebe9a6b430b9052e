// Issue 24, item 8: the workflows users copy from .github/workflows/examples/ follow GitHub's
// hardening guide (README, "Hardening"), and the README shows pr-diff.yml as it is.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(__dirname, '../..');
const dir = path.join(root, '.github/workflows/examples');
const examples = readdirSync(dir)
  .filter((f) => f.endsWith('.yml'))
  .sort()
  .map((name) => ({ name, text: readFileSync(path.join(dir, name), 'utf8') }));

interface Step {
  uses?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  concurrency?: { group?: string; 'cancel-in-progress'?: boolean };
  jobs: Record<string, { permissions?: Record<string, string>; steps: Step[] }>;
}

/** What each `uses:` line names, with its trailing comment. */
function usesRefs(text: string): string[] {
  return text
    .split('\n')
    .filter((l) => /^\s*(- )?uses:/.test(l))
    .map((l) => l.replace(/^\s*(- )?uses:\s*/, ''));
}
const PINNED = /^[\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/;

// The action these workflows exist for: users point it at their own copy (README says how to pin it).
const RIGGING = /^rigging-dev\/rigging@/;

describe('the example workflows', () => {
  it('are the four the README names', () => {
    expect(examples.map((e) => e.name)).toEqual([
      'deploy.yml',
      'drift.yml',
      'pr-diff-matrix.yml',
      'pr-diff.yml',
    ]);
  });

  for (const { name, text } of examples) {
    const workflow = parse(text) as Workflow;
    const steps = Object.values(workflow.jobs).flatMap((j) => j.steps);

    it(`${name}: pins every third-party action by full SHA with its release in a comment`, () => {
      const refs = usesRefs(text);
      expect(refs.length).toBeGreaterThan(0);
      for (const ref of refs) if (!RIGGING.test(ref)) expect(ref).toMatch(PINNED);
    });

    it(`${name}: checks out without persisting credentials`, () => {
      const checkouts = steps.filter((s) => s.uses?.startsWith('actions/checkout@'));
      expect(checkouts.length).toBeGreaterThan(0);
      for (const s of checkouts) expect(s.with?.['persist-credentials']).toBe(false);
    });

    it(`${name}: grants least permissions, never a write-all default`, () => {
      expect(workflow.permissions, 'top-level permissions').toBeDefined();
      expect(Object.keys(workflow.on)).not.toContain('pull_request_target');
      for (const [job, { permissions }] of Object.entries(workflow.jobs)) {
        const granted = { ...workflow.permissions, ...permissions };
        expect(granted.contents, job).toBe('read');
        for (const [scope, level] of Object.entries(granted))
          expect(['read', 'write'], scope).toContain(level);
      }
    });

    if ('pull_request' in workflow.on) {
      it(`${name}: runs one review per pull request, cancelling the older one`, () => {
        expect(workflow.concurrency?.group).toContain('github.event.pull_request.number');
        expect(workflow.concurrency?.['cancel-in-progress']).toBe(true);
      });
    }

    if ('workflow_dispatch' in workflow.on) {
      it(`${name}: names the mode, since mode auto refuses a manual run`, () => {
        for (const s of steps.filter((s) => s.uses && RIGGING.test(s.uses)))
          expect(['deploy', 'drift', 'diff']).toContain(s.with?.mode);
      });
    }
  }
});

describe("the project's own workflows", () => {
  const own = path.join(root, '.github/workflows');
  for (const name of readdirSync(own).filter((f) => f.endsWith('.yml'))) {
    it(`${name}: pins every third-party action by full SHA and checks out without credentials`, () => {
      const text = readFileSync(path.join(own, name), 'utf8');
      for (const ref of usesRefs(text)) if (!ref.startsWith('./')) expect(ref).toMatch(PINNED);
      const workflow = parse(text) as Workflow;
      const steps = Object.values(workflow.jobs).flatMap((j) => j.steps);
      for (const s of steps.filter((s) => s.uses?.startsWith('actions/checkout@')))
        expect(s.with?.['persist-credentials']).toBe(false);
    });
  }
});

describe('README', () => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

  it('shows pr-diff.yml exactly as the file is, upload step included', () => {
    const intro =
      '`.github/workflows/examples/pr-diff.yml` (a test keeps this copy equal to the file):\n\n```yaml\n';
    const start = readme.indexOf(intro);
    expect(start, 'README lacks the pr-diff.yml block').toBeGreaterThan(-1);
    const body = readme.slice(start + intro.length, readme.indexOf('```\n', start + intro.length));
    const file = examples.find((e) => e.name === 'pr-diff.yml')?.text;
    expect(body).toBe(file);
    expect(body).toContain('actions/upload-artifact@');
  });
});
