import { describe, expect, it } from 'vitest';
import type { PipelineDiff } from '../../src/diff/diff';
import type { Diagnostic } from '../../src/model/types';
import { diagnosticItems } from '../../src/report/diagnostics';

const BROKEN: Diagnostic = {
  severity: 'error',
  source: 'web',
  file: 'web/components/a.jsonnet',
  line: 2,
  column: 5,
  message: 'RUNTIME ERROR: field does not exist: prot',
};

function diff(byEnv: Record<string, Diagnostic[]>): PipelineDiff {
  return {
    environments: Object.entries(byEnv).map(([name, diagnostics]) => ({
      name,
      summary: { added: 0, changed: 0, removed: 0, unchanged: 1 },
      bySource: {},
      changes: [],
      diagnostics,
    })),
  };
}

describe('diagnosticItems', () => {
  it('lists a problem every environment shares once, leading with every environment', () => {
    const items = diagnosticItems(diff({ dev: [BROKEN], staging: [], prod: [{ ...BROKEN }] }), [], 'error');
    expect(items).toEqual([
      '- **dev**, **prod** · web: `web/components/a.jsonnet:2:5: RUNTIME ERROR: field does not exist: prot`',
    ]);
  });

  it('keeps problems that differ apart, each with its environment, and names one environment too', () => {
    const other = { ...BROKEN, message: 'RUNTIME ERROR: prod only' };
    const items = diagnosticItems(diff({ dev: [BROKEN], prod: [other] }), [], 'error');
    expect(items).toEqual([
      '- **dev** · web: `web/components/a.jsonnet:2:5: RUNTIME ERROR: field does not exist: prot`',
      '- **prod** · web: `web/components/a.jsonnet:2:5: RUNTIME ERROR: prod only`',
    ]);
    expect(diagnosticItems(diff({ dev: [BROKEN] }), [], 'error')[0]).toMatch(/^- \*\*dev\*\* · web: /);
  });
});
