// deploy/cloudformation.yaml is the documented AWS setup: parse it and check it grants no more than
// the Lambda and the workflow need, and that every reference resolves.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readLambdaConfig } from '../lambda/config';

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

/** Fn::Sub's string form: `${Name}` and `${Name.Attr}` replaced from values. */
function sub(text: string, values: Record<string, string>): string {
  return text.replace(/\$\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for \${${name}}`);
    return value;
  });
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
      if (key === 'Fn::If') expect(template.Conditions?.[(v as string[])[0] ?? ''], `If ${v}`).toBeDefined();
      if (key === 'Fn::Sub') {
        for (const m of String(v).matchAll(/\$\{([^}.]+)/g))
          expect(names.has(m[1] ?? '') || m[1]?.startsWith('AWS::'), `Sub ${m[1]}`).toBe(true);
      }
    });
  });

  it('configures the Lambda with one RIGGING_CONFIG that it accepts, on a Node 22+ runtime', () => {
    const fn = template.Resources.DeployFunction?.Properties as {
      Runtime: string;
      Handler: string;
      Environment: { Variables: Record<string, { 'Fn::Sub': string }> };
    };
    expect(fn.Runtime).toMatch(/^nodejs(22|24)\.x$/);
    expect(fn.Handler).toBe('index.handler');
    expect(Object.keys(fn.Environment.Variables)).toEqual(['RIGGING_CONFIG']);
    // What CloudFormation makes of it with the parameters README's "AWS setup" shows.
    const values: Record<string, string> = {
      StateBucket: 'rigging-statebucket-1a2b3c',
      OidcAudience: 'rigging',
      GitHubRepository: 'acme/platform',
      Targets:
        '{"dev-cluster":{"secretId":"rigging/dev-kubeconfig"},"prod-cluster":{"secretId":"rigging/prod-kubeconfig"}}',
      Pipelines:
        '{"platform":{"environments":{"dev":{"target":"dev-cluster"},"prod":{"target":"prod-cluster","events":["push","workflow_dispatch"],"githubEnvironment":"production"}}}}',
    };
    const value = sub(fn.Environment.Variables.RIGGING_CONFIG?.['Fn::Sub'] ?? '', values);
    const config = readLambdaConfig({ RIGGING_CONFIG: value });
    expect(config.stateBucket).toBe('rigging-statebucket-1a2b3c');
    expect(config.oidcAudience).toBe('rigging');
    expect(config.pipelines.get('platform')?.repository).toBe('acme/platform');
    expect(config.pipelines.get('platform')?.environments.get('prod')).toMatchObject({
      target: 'prod-cluster',
      githubEnvironment: 'production',
    });
  });

  it('keeps the state bucket versioned, private and reachable only over TLS', () => {
    const bucket = template.Resources.StateBucket?.Properties as Record<string, unknown>;
    expect(bucket.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    const policy = template.Resources.StateBucketPolicy?.Properties as {
      Bucket: unknown;
      PolicyDocument: { Statement: Record<string, unknown>[] };
    };
    expect(policy.Bucket).toEqual({ Ref: 'StateBucket' });
    expect(policy.PolicyDocument.Statement).toContainEqual({
      Sid: 'DenyWithoutTls',
      Effect: 'Deny',
      Principal: '*',
      Action: 's3:*',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: CloudFormation's Sub syntax
      Resource: [{ 'Fn::GetAtt': ['StateBucket', 'Arn'] }, { 'Fn::Sub': '${StateBucket.Arn}/*' }],
      Condition: { Bool: { 'aws:SecureTransport': 'false' } },
    });
  });

  it("keeps the function's log for a set time", () => {
    const group = template.Resources.DeployFunctionLogGroup;
    expect(group?.Type).toBe('AWS::Logs::LogGroup');
    expect(group?.Properties.RetentionInDays).toEqual({ Ref: 'LogRetentionDays' });
    expect((template.Parameters.LogRetentionDays as { Default: number }).Default).toBe(90);
    const fn = template.Resources.DeployFunction?.Properties as { LoggingConfig: unknown };
    expect(fn.LoggingConfig).toEqual({ LogGroup: { Ref: 'DeployFunctionLogGroup' } });
  });

  it('accepts only a full ref without wildcards as AllowedRef', () => {
    const pattern = new RegExp((template.Parameters.AllowedRef as { AllowedPattern: string }).AllowedPattern);
    for (const ok of ['refs/heads/main', 'refs/tags/v1.2.3', 'refs/heads/release/2024-06']) {
      expect(pattern.test(ok), ok).toBe(true);
    }
    for (const bad of [
      'main',
      'refs/heads/*',
      'refs/heads/release-?',
      'refs/tags/[v]1',
      'refs/pull/1/merge',
      'refs/heads/a b',
    ]) {
      expect(pattern.test(bad), bad).toBe(false);
    }
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
    // No StringLike: the subject is matched exactly.
    expect(Object.keys(condition ?? {})).toEqual(['StringEquals']);
    expect(condition?.StringEquals).toEqual({
      'token.actions.githubusercontent.com:aud': 'sts.amazonaws.com',
      'token.actions.githubusercontent.com:sub': {
        'Fn::If': [
          'HasGitHubEnvironment',
          [
            // biome-ignore lint/suspicious/noTemplateCurlyInString: CloudFormation's Sub syntax
            { 'Fn::Sub': 'repo:${GitHubRepository}:ref:${AllowedRef}' },
            // biome-ignore lint/suspicious/noTemplateCurlyInString: CloudFormation's Sub syntax
            { 'Fn::Sub': 'repo:${GitHubRepository}:environment:${GitHubEnvironment}' },
          ],
          // biome-ignore lint/suspicious/noTemplateCurlyInString: CloudFormation's Sub syntax
          [{ 'Fn::Sub': 'repo:${GitHubRepository}:ref:${AllowedRef}' }],
        ],
      },
    });
    const actions = statements('WorkflowRole')
      .flatMap((s) => [s.Action].flat())
      .sort();
    expect(actions).toEqual(['lambda:InvokeFunction', 's3:GetObject', 's3:GetObject', 's3:PutObject']);
  });
});
