// Each Landscaper template execution runs under the run's budget: its deadline is cut to what is
// left of the run (RenderContext.budget), so a loop ends with an execution error, not a hung job.
import { describe, expect, it } from 'vitest';
import { MemoryBlueprintFs } from '../../src/render/blueprint/blob';
import { readBlueprint } from '../../src/render/blueprint/blueprint';
import { runExecution } from '../../src/render/blueprint/execution';
import { RunBudget } from '../../src/render/budget';

const BLUEPRINT = `apiVersion: landscaper.gardener.cloud/v1alpha1
kind: Blueprint
deployExecutions:
  - name: main
    type: GoTemplate
    template: |
      {{ range until 1000000 }}{{ range until 1000000 }}{{ end }}{{ end }}
      deployItems: []
`;

describe('template executions under the run budget', () => {
  it("stops an execution at the run's deadline, with Go-style wording at the template's line", () => {
    const fs = new MemoryBlueprintFs('bp', new Map([['blueprint.yaml', Buffer.from(BLUEPRINT)]]));
    const blueprint = readBlueprint(fs, 'test');
    const exec = blueprint.deployExecutions[0];
    if (!exec) throw new Error('no execution');
    const budget = new RunBudget(200);
    expect(() => runExecution('deploy', exec, {}, { blueprint, descriptors: [], budget })).toThrow(
      /^deploy execution "main": template: execution:1:\d+: executing "execution" at <until 1000000>: the run's 0\.2s budget \(--timeout\) ran out before this finished$/,
    );
  }, 60_000);
});
