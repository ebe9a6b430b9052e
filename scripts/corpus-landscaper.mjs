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
    return parseAllDocuments(fs.readFileSync(file, 'utf8')).map((d) => d.toJS());
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
 * its `componentDescriptor` and `values` (paths relative to base), where the example has them.
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
  for (const c of found) {
    const key = `${c.descriptor.component.name}:${c.descriptor.component.version}`;
    if (!byKey.has(key)) {
      const at = path.join(out, `c${byKey.size}`);
      fs.mkdirSync(at, { recursive: true });
      fs.writeFileSync(path.join(at, 'component-descriptor.yaml'), JSON.stringify(c.descriptor, null, 2));
      for (const b of c.blobs) {
        fs.cpSync(b.from, path.join(at, 'blobs', b.name), { recursive: true });
        if (fs.existsSync(path.join(b.from, 'blueprint.yaml')) && !claimedBy.has(b.from))
          claimedBy.set(b.from, at);
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
    inputs.set(b, {
      ...(component ? { componentDescriptor: rel(component) } : {}),
      ...(script?.values && fs.existsSync(script.values)
        ? { values: path.relative(base, script.values) }
        : {}),
    });
  }
  return inputs;
}
