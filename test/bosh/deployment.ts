// The small BOSH repository most tests here render: rigging.yaml, a manifest with one instance
// group per job (named like its job), and a release whose jobs each have one template `<job>.erb`.

export interface DeploymentOptions {
  /** Instances of each group (1). */
  instances?: number;
  /** The manifest's `properties:` block, indented by two spaces, without the key. */
  properties?: string;
  /** The spec's `properties:` block of every job, indented by two spaces, without the key. */
  specProperties?: string;
}

/** The files of a repository whose one BOSH source `d` renders `jobs` (job name → template text). */
export function boshDeployment(
  jobs: Record<string, string>,
  opts: DeploymentOptions = {},
): Record<string, string> {
  const groups = Object.keys(jobs)
    .map(
      (j) =>
        `  - { name: ${j}, instances: ${opts.instances ?? 1}, networks: [{ name: default }], jobs: [{ name: ${j}, release: app }] }\n`,
    )
    .join('');
  const files: Record<string, string> = {
    'rigging.yaml': JSON.stringify({
      apiVersion: 'rigging.dev/v1alpha1',
      kind: 'Pipeline',
      metadata: { name: 't' },
      spec: {
        environments: { dev: {} },
        sources: [{ name: 'd', type: 'bosh', path: 'deploy.yml', releases: 'releases' }],
      },
    }),
    'deploy.yml': `name: demo
releases: [{ name: app, version: 1.0.0 }]
${opts.properties ? `properties:\n${opts.properties}` : ''}instance_groups:
${groups}`,
  };
  for (const [job, text] of Object.entries(jobs)) {
    files[`releases/app/jobs/${job}/spec`] =
      `name: ${job}\ntemplates:\n  ${job}.erb: config/${job}\n${opts.specProperties ? `properties:\n${opts.specProperties}` : ''}`;
    files[`releases/app/jobs/${job}/templates/${job}.erb`] = text;
  }
  return files;
}

// A self-signed test certificate (openssl req -x509, P-256, valid to 2126) with a subjectAltName.
export const CERT = `-----BEGIN CERTIFICATE-----
MIIByDCCAW6gAwIBAgIUCQb5867tSjamghjqlKZlt/WGkJEwCgYIKoZIzj0EAwIw
KTEQMA4GA1UECgwHcmlnZ2luZzEVMBMGA1UEAwwMcmlnZ2luZy50ZXN0MCAXDTI2
MTEyNjA0MTMyMVoYDzIxMjYxMTAyMDQxMzIxWjApMRAwDgYDVQQKDAdyaWdnaW5n
MRUwEwYDVQQDDAxyaWdnaW5nLnRlc3QwWTATBgcqhkjOPQIBBggqhkjOPQMBBwNC
AAQ8min2mZTZkN9lioaCv68lEgPG+S80JoXD06YpqQnQUzNlntFlYLT6uQ8u2aQp
EN4nTWPBdRp5m/H5bsbNLuHAo3IwcDAdBgNVHQ4EFgQU0kDGEU0uexKvUQlt00Jw
3UWiuDYwHwYDVR0jBBgwFoAU0kDGEU0uexKvUQlt00Jw3UWiuDYwDwYDVR0TAQH/
BAUwAwEB/zAdBgNVHREEFjAUggxyaWdnaW5nLnRlc3SHBAoAEAQwCgYIKoZIzj0E
AwIDSAAwRQIhAIuEyNqi24pgKwzD0Oi/dlZMaZfOaptExip11vgm8/LHAiBOyCl5
uSwEt634SaVp/zZmGpQmMOI0b1itpUPh+Aa93w==
-----END CERTIFICATE-----
`;
