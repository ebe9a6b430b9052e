// `npm run corpus`, Landscaper examples: what Landscaper would have in its component registry when
// each example's blueprint runs, laid out the way rigging reads components from a repository.
//
// The examples keep their components as the tools that push them read them: a component-spec v2
// `component-descriptor.yaml` beside a component-cli `resources.yaml` (whose `input: {type: dir}`
// entries become local blobs when `landscaper-cli component-cli component-archive` packs them), or
// an OCM constructor (`components.yaml`, `component-constructor.yaml`; `ocm add components`).
// Each such component is written as `.corpus-components/c<n>/component-descriptor.yaml` with its
// inputs copied to `blobs/<resource>` (access localFilesystemBlob), all under one directory, so a
// componentReference finds the component another example pushed to the same registry.
//
// Each blueprint directory is then given the component that packs it as a resource (else the
// component of the nearest component-descriptor.yaml above it), and, where the example has a
// `landscaper-cli blueprints render` script, that script's values file (-f) and descriptor (-c).
import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

const COMPONENTS = '.corpus-components';

const yamlDocs = (file) => {
  try {
    return parseAllDocuments(fs.readFileSync(file, 'utf8'), { logLevel: 'silent' }).map((d) => d.toJS());
  } catch {
    return [];
  }
};
const isMap = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * A resource with an `input` as the pushing tool stores it: a local blob named after the resource
 * (the blob to copy is returned beside it); one with `access` unchanged.
 */
function localResource(r, dir, componentVersion) {
  const { input, ...rest } = r;
  const out = { version: componentVersion, ...rest };
  if (!isMap(input)) return { resource: { relation: 'external', ...out } };
  const from = typeof input.path === 'string' ? path.resolve(dir, input.path) : undefined;
  const copy = (input.type === 'dir' || input.type === 'file') && from && fs.existsSync(from);
  return {
    resource: {
      ...out,
      relation: 'local',
      access: {
        type: 'localFilesystemBlob',
        filename: r.name,
        ...(input.mediaType ? { mediaType: input.mediaType } : {}),
      },
    },
    blob: copy ? from : undefined,
  };
}

/** Components of an OCM constructor file (`components:` list), resources relative to it. */
function fromConstructor(file) {
  const dir = path.dirname(file);
  const doc = yamlDocs(file)[0];
  const list = Array.isArray(doc?.components) ? doc.components : isMap(doc) && doc.name ? [doc] : [];
  return list.filter(isMap).map((c) => {
    const version = String(c.version ?? '');
    const made = (c.resources ?? []).filter(isMap).map((r) => localResource(r, dir, version));
    return {
      file,
      descriptor: {
        meta: { schemaVersion: 'v2' },
        component: {
          name: c.name,
          version,
          repositoryContexts: [],
          provider: isMap(c.provider) ? c.provider.name : (c.provider ?? ''),
          sources: [],
          componentReferences: (c.componentReferences ?? c.references ?? []).filter(isMap),
          resources: made.map((m) => m.resource),
        },
      },
      blobs: made.filter((m) => m.blob).map((m) => ({ name: m.resource.name, from: m.blob })),
    };
  });
}

/** A v2 descriptor with the resources of a component-cli resources.yaml beside it added. */
function fromDescriptor(file) {
  const doc = yamlDocs(file)[0];
  if (doc?.meta?.schemaVersion !== 'v2' || !isMap(doc.component)) return [];
  const dir = path.dirname(file);
  const version = String(doc.component.version ?? '');
  const extra = path.join(dir, 'resources.yaml');
  const made = fs.existsSync(extra)
    ? yamlDocs(extra)
        .filter((r) => isMap(r) && r.name)
        .map((r) => localResource(r, dir, version))
    : [];
  const names = new Set(made.map((m) => m.resource.name));
  const resources = [
    ...(doc.component.resources ?? []).filter((r) => !names.has(r?.name)),
    ...made.map((m) => m.resource),
  ];
  return [
    {
      file,
      descriptor: { ...doc, component: { ...doc.component, resources } },
      blobs: made.filter((m) => m.blob).map((m) => ({ name: m.resource.name, from: m.blob })),
    },
  ];
}

/** The `-f` and `-c` (and `BLUEPRINT_DIR`) of a `landscaper-cli blueprints render` script. */
function renderScript(file) {
  const text = fs.readFileSync(file, 'utf8');
  if (!/landscaper-cli blueprints render/.test(text)) return undefined;
  const vars = { '': path.dirname(file) };
  const expand = (s) =>
    s
      .replace(/"?\$\(dirname \$0\)"?/g, path.dirname(file))
      .replace(/\$\{?(\w+)\}?/g, (m, v) => vars[v] ?? m)
      .replace(/^"|"$/g, '');
  for (const m of text.matchAll(/^(\w+)=(.*)$/gm)) vars[m[1]] = path.resolve(expand(m[2].trim()));
  const blueprint = /blueprints render\s+(\S+)/.exec(text)?.[1];
  const flag = (f) => {
    const m = new RegExp(`\\s${f}\\s+(\\S+)`).exec(text);
    return m ? path.resolve(expand(m[1])) : undefined;
  };
  if (!blueprint) return undefined;
  return { blueprint: path.resolve(expand(blueprint)), values: flag('-f'), descriptor: flag('-c') };
}

/**
 * Lays out the components under `base` and returns, per blueprint directory (relative to base),
 * its `componentDescriptor` and `values` (paths relative to base), where the example has them,
 * and the `imports` its example's Installation gives it.
 */
export function landscaperInputs(base, files, blueprints) {
  const out = path.join(base, COMPONENTS);
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  const ofName = (f) => path.basename(f);
  const constructors = files.filter((f) => /^(components|component-constructor)\.ya?ml$/.test(ofName(f)));
  const descriptors = files.filter((f) => /^component-descriptor.*\.ya?ml$/.test(ofName(f)));
  // What the example's scripts push wins over a descriptor kept beside it for the same version.
  const found = [...constructors.flatMap(fromConstructor), ...descriptors.flatMap(fromDescriptor)];
  const byKey = new Map();
  const byFile = new Map();
  const claimedBy = new Map();
  /** `name:version/resource` of a blueprint resource → the directory it packs. */
  const blueprintOf = new Map();
  for (const c of found) {
    const key = `${c.descriptor.component.name}:${c.descriptor.component.version}`;
    if (!byKey.has(key)) {
      const at = path.join(out, `c${byKey.size}`);
      fs.mkdirSync(at, { recursive: true });
      fs.writeFileSync(path.join(at, 'component-descriptor.yaml'), JSON.stringify(c.descriptor, null, 2));
      for (const b of c.blobs) {
        fs.cpSync(b.from, path.join(at, 'blobs', b.name), { recursive: true });
        if (!fs.existsSync(path.join(b.from, 'blueprint.yaml'))) continue;
        if (!claimedBy.has(b.from)) claimedBy.set(b.from, at);
        blueprintOf.set(`${key}/${b.name}`, b.from);
      }
      byKey.set(key, at);
    }
    byFile.set(c.file, byKey.get(key));
  }
  const rel = (p) => path.relative(base, path.join(p, 'component-descriptor.yaml'));
  const scripts = files
    .filter((f) => f.endsWith('.sh'))
    .map(renderScript)
    .filter(Boolean);
  const installed = installationImports(files, blueprintOf);
  const inputs = new Map();
  for (const b of blueprints) {
    const abs = path.join(base, b);
    const script = scripts.find((s) => s.blueprint === abs);
    let component = script?.descriptor && byFile.get(script.descriptor);
    component ??= claimedBy.get(abs);
    for (let dir = path.dirname(abs); !component && dir.startsWith(base) && dir !== base; ) {
      const own = descriptors.find(
        (d) => path.dirname(d) === dir && ofName(d) === 'component-descriptor.yaml',
      );
      component = own && byFile.get(own);
      dir = path.dirname(dir);
    }
    // A blueprint its component packs but no Installation or script of the example renders, while
    // one of its siblings is: a subinstallation's, whose imports its parent computes.
    const sibling = [...claimedBy].some(
      ([dir, at]) => dir !== abs && at === claimedBy.get(abs) && installed.has(dir),
    );
    inputs.set(b, {
      imports: installed.get(abs) ?? {},
      ...(!installed.has(abs) && !script && sibling ? { subinstallation: true } : {}),
      ...(component ? { componentDescriptor: rel(component) } : {}),
      ...(script?.values && fs.existsSync(script.values)
        ? { values: path.relative(base, script.values) }
        : {}),
    });
  }
  return inputs;
}

/**
 * What each example's Installation (`spec.blueprint.ref.resourceName` of its component) imports,
 * by blueprint directory: a `dataRef` is the DataObject of that name, a `target` (also in
 * `targets` and `targetMap`) the Target of that name (`#name`: of the Installation's namespace)
 * kept in the example, nearest to the Installation first, and a literal importDataMapping its
 * value. Data the example does not keep (a
 * ConfigMap, a Secret, a DataObject on the cluster) is left to the generated sample values.
 */
function installationImports(files, blueprintOf) {
  const yamlFiles = files.filter((f) => /\.ya?ml$/.test(f));
  const kept = (kind) =>
    yamlFiles.flatMap((f) =>
      yamlDocs(f)
        .filter((d) => isMap(d) && d.kind === kind && d.metadata?.name)
        .map((d) => ({ dir: path.dirname(f), doc: d })),
    );
  const dataObjects = kept('DataObject');
  const targets = kept('Target');
  // The one nearest to the Installation: in its directory, else under its parent's.
  const nearest = (list, name, dir) => {
    const named = list.filter((x) => x.doc.metadata.name === name);
    return (
      named.find((x) => x.dir === dir) ??
      named.find((x) => x.dir.startsWith(`${path.dirname(dir)}${path.sep}`))
    )?.doc;
  };
  const out = new Map();
  for (const f of yamlFiles.sort()) {
    for (const inst of yamlDocs(f)) {
      if (!isMap(inst) || inst.kind !== 'Installation') continue;
      const ref = inst.spec?.componentDescriptor?.ref;
      const resource = inst.spec?.blueprint?.ref?.resourceName;
      const bp = ref && resource && blueprintOf.get(`${ref.componentName}:${ref.version}/${resource}`);
      if (!bp || out.has(bp)) continue;
      const dir = path.dirname(f);
      const imports = {};
      for (const d of inst.spec?.imports?.data ?? []) {
        const found = d?.dataRef && nearest(dataObjects, d.dataRef, dir);
        if (found && 'data' in found) imports[d.name] = found.data;
      }
      // A Target the example does not keep is one on the cluster: a stand-in of that name (the
      // examples' targets are all kubernetes clusters), so keys and names stay the Installation's.
      const target = (n) => {
        const name = String(n).replace(/^#/, '');
        return (
          nearest(targets, name, dir) ?? {
            apiVersion: 'landscaper.gardener.cloud/v1alpha1',
            kind: 'Target',
            metadata: { name, namespace: inst.metadata?.namespace ?? 'default' },
            spec: { type: 'landscaper.gardener.cloud/kubernetes-cluster', config: { kubeconfig: 'corpus' } },
          }
        );
      };
      for (const t of inst.spec?.imports?.targets ?? []) {
        if (!t?.name) continue;
        if (t.target) imports[t.name] = target(t.target);
        else if (Array.isArray(t.targets)) imports[t.name] = t.targets.map(target);
        else if (isMap(t.targetMap))
          imports[t.name] = Object.fromEntries(Object.entries(t.targetMap).map(([k, n]) => [k, target(n)]));
      }
      // importDataMappings are Spiff templates: one without an expression is its own value.
      for (const [name, v] of Object.entries(inst.spec?.importDataMappings ?? {}))
        if (!JSON.stringify(v ?? null).includes('((')) imports[name] = v;
      out.set(bp, imports);
    }
  }
  return out;
}

/**
 * Why a corpus blueprint failed, in words for the report line. Each reason was checked against
 * Landscaper (gardener/landscaper master) with the same inputs; none is rigging diverging:
 * - its deployers' exports: export executions read what a deployer reports after applying, which
 *   a render without a cluster does not have (Landscaper runs them only then);
 * - functions Landscaper does not have: `getOriginalName` was never merged, `resolve` went with
 *   the cnudie implementation (#1146); Landscaper's template parse fails the same;
 * - `now`: refused by rigging on purpose (a render must be repeatable);
 * - fields without a value: the template reads fields its component does not have (an OCM `helm`
 *   access has no `helmChartRepoUrl`), which Landscaper's `<no value>` check refuses too;
 * - a subinstallation's blueprint rendered alone (it also renders inside its parent): its imports,
 *   which only its parent computes, are sample values here, which it may reject;
 * - not valid YAML, or a JSON schema whose `$ref`s do not resolve (`#definition/...`): the
 *   example is a sketch or has a typo; Landscaper cannot read it either.
 */
export const FAILURE_REASONS = [
  [/\.deployitems\b|"deployitems"/, "need their deployers' exports"],
  [/function "[^"]+" not defined/, 'call functions Landscaper does not have'],
  [/error calling now\b/, 'call now (refused: not repeatable)'],
  [/contains fields with "no value"/, 'leave fields without a value'],
  [
    /imported datatype does not have the expected schema|which is not satisfied/,
    'lack imports only a parent computes',
  ],
  [/invalid schema/, 'have JSON schemas that do not resolve'],
  [/Implicit keys|YAML|yaml:/, 'are not valid YAML'],
];

export function failureReason(message, subinstallation = false) {
  const reason = FAILURE_REASONS.find(([re]) => re.test(message))?.[1] ?? 'other';
  const wantsInputs =
    reason === 'leave fields without a value' || reason === 'lack imports only a parent computes';
  return subinstallation && wantsInputs
    ? "are subinstallations' blueprints, alone without their parent"
    : reason;
}
