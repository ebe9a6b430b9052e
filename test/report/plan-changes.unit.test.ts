import { describe, expect, it } from 'vitest';
import type { PlanChange, PlanComponentChange } from '../../src/diff/plan';
import { planItems, planTextLines, planTitle } from '../../src/report/plan-changes';
import { expectParsesCleanly } from './markdown-checks';

const CAPS = { maxLines: 400, maxLineLength: 2000 };
const none = { added: [], removed: [] };

function comp(c: Partial<PlanComponentChange> & { name: string }): PlanComponentChange {
  return { change: 'changed', parameters: [], outputs: [], provides: none, ...c };
}

function plan(components: PlanComponentChange[], extra: Partial<PlanChange> = {}): PlanChange {
  return {
    source: 'platform',
    name: 'plan',
    change: 'changed',
    components,
    provides: none,
    outputs: [],
    ...extra,
  };
}

const md = (p: PlanChange) => planItems(p, CAPS).items;

describe('plan changes in words', () => {
  it('says how a status moved, with the reason', () => {
    const items = md(
      plan([
        comp({ name: 'acm', baseStatus: 'deploy', headStatus: 'skip', headReason: 'requirement acm is off' }),
        comp({ name: 'ssl', baseStatus: 'skip', headStatus: 'deploy', baseReason: 'optional, not required' }),
        comp({
          name: 'dns',
          baseStatus: 'deploy',
          headStatus: 'fail',
          headReason: 'Parameter dns.zone has no value',
        }),
        comp({ name: 'db', baseStatus: 'fail', headStatus: 'deploy', baseReason: 'boom' }),
        comp({ name: 'mon', baseStatus: 'fail', headStatus: 'skip' }),
        comp({ name: 'log', baseStatus: 'skip', headStatus: 'skip', baseReason: 'a', headReason: 'b' }),
        comp({ name: 'odd', baseStatus: 'deploy', headStatus: 'pending' }),
      ]),
    );
    expect(items).toEqual([
      '- **acm** — newly skipped: requirement acm is off',
      '- **ssl** — now deploys (was skipped: optional, not required)',
      '- **dns** — now fails: Parameter dns.zone has no value (was deployed)',
      '- **db** — now deploys (failed before: boom)',
      '- **mon** — now skipped (failed before)',
      '- **log** — still skipped: b (was: a)',
      '- **odd** — status `deploy` → `pending`',
    ]);
  });

  it('lists parameter, output, provides, optional and type changes under their component', () => {
    const items = md(
      plan(
        [
          comp({
            name: 'app',
            baseStatus: 'deploy',
            headStatus: 'deploy',
            baseOptional: false,
            headOptional: true,
            baseType: 'qbec',
            headType: 'snippet',
            parameters: [
              { name: 'component.app.replicas', change: 'changed', base: '3', head: '4' },
              { name: 'db.password', change: 'added', head: '(redacted)' },
              { name: 'dns.domain', change: 'removed', base: 'dev.example.com' },
            ],
            outputs: [{ name: 'endpoint', change: 'changed', base: 'a', head: 'b' }],
            provides: { added: ['tls', 'x'], removed: ['http'] },
          }),
          comp({ name: 'new', change: 'added', headStatus: 'skip', headReason: 'optional' }),
          comp({ name: 'old', change: 'removed', baseStatus: 'deploy' }),
        ],
        {
          order: { base: ['app', 'old'], head: ['new', 'app'] },
          provides: { added: [], removed: ['http'] },
          outputs: [{ name: 'url', change: 'added', head: 'https://x' }],
        },
      ),
    );
    expect(items).toEqual([
      '- Deploy order: `app, old` → `new, app`',
      '- **app**',
      '  - Now optional',
      '  - Type `qbec` → `snippet`',
      '  - Parameter `component.app.replicas`: `3` → `4`',
      '  - Parameter `db.password` added: `(redacted)`',
      '  - Parameter `dns.domain` removed (was `dev.example.com`)',
      '  - Output `endpoint`: `a` → `b`',
      '  - Now provides `tls`, `x`',
      '  - No longer provides `http`',
      '- **new** — added to the plan, skipped: optional',
      '- **old** — removed from the plan (was deployed)',
      '- The stack no longer provides `http`',
      '- Stack output `url` added: `https://x`',
    ]);
  });

  it('names the stack parameter before the component parameters derived from it', () => {
    const p = plan(
      [
        comp({
          name: 'prometheus',
          parameters: [
            { name: 'component.prometheus.interval', change: 'changed', base: '30s', head: '15s' },
          ],
        }),
      ],
      { parameters: [{ name: 'monitoring.scrapeInterval', change: 'changed', base: '30s', head: '15s' }] },
    );
    expect(md(p)).toEqual([
      '- Stack parameter `monitoring.scrapeInterval`: `30s` → `15s`',
      '- **prometheus**',
      '  - Parameter `component.prometheus.interval`: `30s` → `15s`',
    ]);
    expect(planTextLines(p)[0]).toBe('  Stack parameter monitoring.scrapeInterval: 30s → 15s');
  });

  it('lists a plan on one side only by component and status', () => {
    const added = plan(
      [
        comp({ name: 'a', change: 'added', headStatus: 'deploy' }),
        comp({ name: 'b', change: 'added', headStatus: 'skip', headReason: 'optional' }),
      ],
      { change: 'added' },
    );
    expect(planTitle(added)).toBe('new stack plan');
    expect(md(added)).toEqual(['- **a** — deploys', '- **b** — skipped: optional']);
    const removed = plan([comp({ name: 'a', change: 'removed', baseStatus: 'fail', baseReason: 'x' })], {
      change: 'removed',
    });
    expect(planTitle(removed)).toBe('stack plan removed');
    expect(md(removed)).toEqual(['- **a** — fails: x']);
  });

  it('escapes names and reasons, keeps values in code, and never lets a value open HTML', () => {
    const items = md(
      plan([
        comp({
          name: '<b>*x*</b>',
          baseStatus: 'deploy',
          headStatus: 'skip',
          headReason: '[link](http://x) <details>',
          parameters: [{ name: 'a`b', change: 'changed', base: 'line\n</details>\n<details>', head: '`x`' }],
        }),
      ]),
    );
    expect(items).toEqual([
      '- **&lt;b&gt;\\*x\\*&lt;/b&gt;** — newly skipped: \\[link\\](http://x) &lt;details&gt;',
      '  - Parameter ``a`b``: `line\\n</details>\\n<details>` → `` `x` ``',
    ]);
    const { tokens } = expectParsesCleanly(items.join('\n'));
    expect(tokens.filter((t) => t.type === 'html')).toEqual([]);
  });

  it('cuts long values and long plans, and says so', () => {
    const long = 'v'.repeat(1000);
    const many = Array.from({ length: 30 }, (_, i) =>
      comp({ name: `c${i}`, parameters: [{ name: 'p', change: 'changed', base: long, head: 'short' }] }),
    );
    const cut = planItems(plan(many), { maxLines: 10, maxLineLength: 2000 });
    expect(cut.capped).toBe(true);
    expect(cut.items).toHaveLength(11);
    expect(cut.items[1]).toBe(
      `  - Parameter \`p\`: \`${'v'.repeat(200)}\` … (800 more characters) → \`short\``,
    );
    expect(cut.items[10]).toBe('- _… 50 more lines of the plan not shown (see the full diff)_');
    expect(planItems(plan(many.slice(0, 1).map((c) => ({ ...c, parameters: [] }))), CAPS).capped).toBe(false);
  });

  it('reads as plain text for the terminal', () => {
    const lines = planTextLines(
      plan([
        comp({
          name: 'acm',
          baseStatus: 'deploy',
          headStatus: 'skip',
          headReason: 'off',
          parameters: [{ name: 'a.b', change: 'changed', base: '1', head: '2' }],
        }),
      ]),
    );
    expect(lines).toEqual(['  acm — newly skipped: off', '    Parameter a.b: 1 → 2']);
  });
});
