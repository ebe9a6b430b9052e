// deploy/cloudformation.yaml is the documented AWS setup: parse it and check it grants no more than
// the Lambda and the workflow need, and that every reference resolves.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Doc = {
  Parameters: Record<string, unknown>;
  Resources: Record<string, { Type: string; Properties: Record<string, unknown>; Condition?: string }>;
  Conditions?: Record<string, unknown>;
  Outputs: Record<string, unknown>;
};
const template = parse(readFileSync(path.resolve(__dirname, '../deploy/cloudformation.yaml'), 'utf8')) as Doc;

function walk(value: unknown, visit: (key: string, v: unknown) => void): void {
  if (Array.isArray(value)) for (const v of value) walk(v, visit);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      visit(k, v);
      walk(v, visit);
    }
  }
}

function statements(resource: string): { Sid: string; Action: string | string[]; Resource: unknown }[] {
  const props = template.Resources[resource]?.Properties as {
    Policies: { PolicyDocument: { Statement: [] } }[];
  };
  return props.Policies.flatMap((p) => p.PolicyDocument.Statement);
}

describe('deploy/cloudformation.yaml', () => {
  // biome-ignore lint/suspicious/noTemplateCurlyInString: CloudFormation's Sub syntax, not a template
  it('resolves every Ref, GetAtt and ${} to a parameter, resource or pseudo parameter', () => {
    const names = new Set([...Object.keys(template.Parameters), ...Object.keys(template.Resources)]);
    walk(template, (key, v) => {
      if (key === 'Ref')
        expect(names.has(v as string) || String(v).startsWith('AWS::'), `Ref ${v}`).toBe(true);
      if (key === 'Fn::GetAtt') expect(names.has((v as string[])[0] ?? ''), `GetAtt ${v}`).toBe(true);
      if (key === 'Fn::Sub') {
        for (const m of String(v).matchAll(/\$\{([^}.]+)/g))
          expect(names.has(m[1] ?? '') || m[1]?.startsWith('AWS::'), `Sub ${m[1]}`).toBe(true);
      }
    });
  });

  it('configures the Lambda with every variable it reads, on a Node 22+ runtime', () => {
    const fn = template.Resources.DeployFunction?.Properties as {
      Runtime: string;
      Handler: string;
      Environment: { Variables: Record<string, unknown> };
    };
    expect(fn.Runtime).toMatch(/^nodejs(22|24)\.x$/);
    expect(fn.Handler).toBe('index.handler');
    expect(Object.keys(fn.Environment.Variables).sort()).toEqual([
      'RIGGING_ALLOWED_REFS',
      'RIGGING_ALLOWED_REPOSITORIES',
      'RIGGING_ALLOWED_WORKFLOWS',
      'RIGGING_OIDC_AUDIENCE',
      'RIGGING_OIDC_ISSUER',
      'RIGGING_STATE_BUCKET',
      'RIGGING_TARGETS',
    ]);
  });

  it('gives the Lambda only its S3 prefixes, its secrets and nothing with a wildcard action or resource', () => {
    for (const s of [...statements('DeployFunctionRole'), ...statements('WorkflowRole')]) {
      const actions = [s.Action].flat();
      expect(
        actions.every((a) => !a.includes('*')),
        `${s.Sid} actions`,
      ).toBe(true);
      expect(JSON.stringify(s.Resource)).not.toBe('"*"');
    }
    const lambda = statements('DeployFunctionRole');
    expect(lambda.find((s) => s.Sid === 'Kubeconfigs')?.Resource).toEqual({ Ref: 'KubeconfigSecretArns' });
    expect(JSON.stringify(lambda)).not.toMatch(/lambda:|iam:/);
  });

  it('lets only the allowed repository and ref assume the workflow role, which may only upload and invoke', () => {
    const role = template.Resources.WorkflowRole?.Properties as {
      AssumeRolePolicyDocument: { Statement: { Condition: Record<string, Record<string, unknown>> }[] };
    };
    const condition = role.AssumeRolePolicyDocument.Statement[0]?.Condition;
    expect(condition?.StringEquals).toEqual({
      'token.actions.githubusercontent.com:aud': 'sts.amazonaws.com',
    });
    expect(condition?.StringLike?.['token.actions.githubusercontent.com:sub']).toEqual({
      // biome-ignore lint/suspicious/noTemplateCurlyInString: CloudFormation's Sub syntax
      'Fn::Sub': 'repo:${GitHubRepository}:ref:${AllowedRef}',
    });
    const actions = statements('WorkflowRole')
      .flatMap((s) => [s.Action].flat())
      .sort();
    expect(actions).toEqual(['lambda:InvokeFunction', 's3:GetObject', 's3:GetObject', 's3:PutObject']);
  });
});
