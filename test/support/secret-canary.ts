import { expect } from 'vitest';

/**
 * Fixtures for issue 7 (a Secret's value reaches no output): the value, and jsonnet that puts it in
 * a Secret and quotes it in errors. Components import the Secret from `../lib/creds.libsonnet`.
 */
export const CANARY = 'canary-s3cr3t-7f3a';
export const CANARY_B64 = Buffer.from(CANARY).toString('base64');

/** The Secret, in a library both the component that outputs it and others import. */
export const CREDS_LIB = `{ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'creds' }, stringData: { password: '${CANARY}' } }\n`;
/** The component that outputs the Secret. */
export const CREDS = `import '../lib/creds.libsonnet'\n`;
/** A sibling component whose check fails with the password in its message. */
export const CHECK = `local s = import '../lib/creds.libsonnet';
if std.length(s.stringData.password) < 40 then error 'password too short: ' + s.stringData.password else {}
`;
/** The same, with the value base64-encoded in the message. */
export const CHECK_B64 = `local s = import '../lib/creds.libsonnet';
assert std.length(s.stringData.password) > 40 : 'encoded password too short: ' + std.base64(s.stringData.password);
{}
`;

/** Neither the value nor its base64 appears in any of `texts` (named by where they went). */
export function expectNoCanary(texts: Record<string, string>): void {
  for (const [where, text] of Object.entries(texts)) {
    expect(text, where).not.toContain(CANARY);
    expect(text, where).not.toContain(CANARY_B64);
  }
}

/**
 * A blueprint whose deploy execution puts the password into a kubernetes-manifest Secret; when
 * `failing`, an export execution then fails quoting it (issue 20). The password is the import
 * `config.pw`, given by `values.yaml` at the repository's root, or with `literal` the blueprint's
 * own text (for a Hub component, whose parameters would show it).
 */
export function failingLaterBlueprint(
  dir: string,
  password: string,
  failing: boolean,
  opts: { literal?: boolean } = {},
): Record<string, string> {
  const value = opts.literal ? JSON.stringify(password) : '.imports.config.pw';
  const imports = opts.literal
    ? ''
    : 'imports:\n  - name: config\n    type: data\n    schema: { type: object }\n';
  const exportExecution = `exportExecutions:
  - name: check
    type: GoTemplate
    template: |
      {{ fail (printf "bad password %s" ${value}) }}
`;
  return {
    [`${dir}/blueprint.yaml`]: `apiVersion: landscaper.gardener.cloud/v1alpha1
kind: Blueprint
${imports}deployExecutions:
  - name: main
    type: GoTemplate
    template: |
      deployItems:
        - name: creds
          type: landscaper.gardener.cloud/kubernetes-manifest
          config:
            apiVersion: manifest.deployer.landscaper.gardener.cloud/v1alpha2
            kind: ProviderConfiguration
            manifests:
              - policy: manage
                manifest:
                  apiVersion: v1
                  kind: Secret
                  metadata: { name: creds, namespace: app }
                  stringData: { password: {{ ${value} }} }
${failing ? exportExecution : ''}`,
    ...(opts.literal ? {} : { 'values.yaml': `imports:\n  config:\n    pw: ${password}\n` }),
  };
}
