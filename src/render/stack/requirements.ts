import type { Lifecycle } from './manifest';
import { valueString } from './names';

/** Capability -> who provides it: `*environment*`, `*platform*`, or component names, as Hub tracks it. */
export type Provides = Map<string, string[]>;

export const providedByEnvironment = '*environment*';
export const providedByPlatform = '*platform*';

/** The capabilities known before any component deploys: the environment's, then the platform stack's. */
export function initialProvides(capabilities: string[], platformProvides: string[]): Provides {
  const provides: Provides = new Map();
  for (const c of capabilities) addProvider(provides, c, providedByEnvironment);
  for (const p of platformProvides) addProvider(provides, p, providedByPlatform);
  return provides;
}

function addProvider(provides: Provides, capability: string, who: string): void {
  const list = provides.get(capability) ?? [];
  if (!list.includes(who)) list.push(who);
  provides.set(capability, list);
}

/** A deployed component's declared and dynamic provides (lifecycle.mergeProvides). */
export function addProvides(provides: Provides, component: string, capabilities: string[]): void {
  for (const c of capabilities) addProvider(provides, c, component);
}

/** The known capabilities, sorted: `hub.provides` and the plan's list. */
export function providedNames(provides: Provides): string[] {
  return [...provides.keys()].sort();
}

/** Hub's listing of provides in its requirement error (util.SprintDeps). */
function printProvides(provides: Provides): string {
  return providedNames(provides)
    .map((name) => `\t${name} => ${(provides.get(name) ?? []).join(', ')}`)
    .join('\n');
}

/**
 * `lifecycle.requires.optional` as requirement -> components it is optional for (`*` for all)
 * (lifecycle.parseRequiresTunning); erasing entries (`:`, `req:`, `:component`) were applied
 * when the stacks were merged and mean nothing here.
 */
export function parseRequiresTuning(entries: string[]): Map<string, string[]> {
  const optional = new Map<string, string[]>();
  const add = (req: string, who: string) => optional.set(req, [...(optional.get(req) ?? []), who]);
  for (const entry of entries) {
    const colon = entry.indexOf(':');
    if (colon === -1) add(entry, '*');
    else if (colon > 0 && colon < entry.length - 1) add(entry.slice(0, colon), entry.slice(colon + 1));
  }
  return optional;
}

/** Optional: listed under `lifecycle.optional`, or not listed under a non-empty `lifecycle.mandatory`. */
export function isOptionalComponent(lifecycle: Lifecycle, name: string): boolean {
  return (
    (lifecycle.mandatory.length > 0 && !lifecycle.mandatory.includes(name)) ||
    lifecycle.optional.includes(name)
  );
}

// The seed's falsy values: false, "", 0 and (unknown); anything else is truthy.
const falseValues = ['', 'false', '0', '(unknown)'];

/**
 * The tuning entries of parameter form (`component.ingress.ssl.enabled:acm`, a name with a dot)
 * that keep `component` from deploying (lifecycle.calculateOptionalFalseParameters): the parameter
 * is falsy, or, for an entry naming the component, absent.
 */
export function falseOptionalParameters(
  component: string,
  parameters: { name: string; component?: string; value: unknown }[],
  tuning: Map<string, string[]>,
): string[] {
  const found: string[] = [];
  for (const [term, optionalFor] of tuning) {
    if (!term.includes('.')) continue;
    for (const who of optionalFor) {
      if (who !== '*' && who !== component) continue;
      let exists = false;
      for (const p of parameters) {
        if (p.name !== term || (p.component && p.component !== component)) continue;
        exists = true;
        if (falseValues.includes(valueString(p.value))) {
          found.push(p.component ? `${p.name}|${p.component}` : p.name);
        }
      }
      if (!exists && who !== '*') found.push(term);
    }
  }
  return [...new Set(found)];
}

/** What a component's `requires` come to against the capabilities known now. */
export interface RequiresCheck {
  /** Hub's error when a hard requirement is missing. */
  error?: string;
  /** Hard requirements missing. */
  missing: string[];
  /** Requirements made optional for this component and not provided: the component is skipped. */
  optionalNotProvided: string[];
}

/** lifecycle.prepareComponentRequires: every requirement provided, optional ones may be missing. */
export function checkRequires(
  component: string,
  requires: string[],
  provides: Provides,
  tuning: Map<string, string[]>,
): RequiresCheck {
  const result: RequiresCheck = { missing: [], optionalNotProvided: [] };
  for (const req of requires) {
    if ((provides.get(req) ?? []).length > 0) continue;
    const optionalFor = tuning.get(req) ?? [];
    if (optionalFor.includes(component) || optionalFor.includes('*')) result.optionalNotProvided.push(req);
    else result.missing.push(req);
  }
  if (result.missing.length > 0) {
    result.error = `Component \`${component}\` requires \`${requires.join(', ')}\` but only following provides are currently known:\n${printProvides(provides)}`;
  }
  return result;
}
