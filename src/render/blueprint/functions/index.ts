/**
 * Landscaper's template functions (gardener/landscaper,
 * pkg/landscaper/installations/executions/template/gotemplate/funcs.go LandscaperTplFuncMap, and
 * include from gotemplate.go) as a FuncMap for the Go template engine. Sprig is not in here.
 */
import type { FuncMap, GoFunc, GoMap, GoValue } from '../../../template/gotemplate/value';
import { markCooperative, markSizeBounded } from '../../../template/gotemplate/watch';
import { effectiveRepositoryContext, resolveComponents, resolveResources } from './component';
import { type BlueprintFiles, type ExecuteTemplate, makeInclude, readDirFunc, readFileFunc } from './files';
import { ociRefRepo, ociRefVersion, parseOCIRef } from './oci';
import { OFFLINE_FUNCTIONS, offlineFunc } from './offline';
import { getResourceKeyFunc } from './resource-key';
import { fromYaml, toYaml } from './yaml';

export type { BlueprintFiles, ExecuteTemplate } from './files';
export { blueprintPath } from './files';
export { parseOCIReference } from './oci';
export { OFFLINE_FUNCTIONS } from './offline';
export { fromYaml, marshalYaml, toYaml } from './yaml';

export interface LandscaperFuncOptions {
  /** The blueprint's filesystem, rooted at the blueprint directory (include, readFile, readDir). */
  files?: BlueprintFiles;
  /**
   * Runs template text with data, with the same functions (include's nested execution). One
   * landscaperFuncs() result is one Landscaper TemplateExecution: its include counter is shared.
   */
  execute?: ExecuteTemplate;
  /** The blueprint's own component descriptor (`.cd`): used when a call passes none. */
  componentDescriptor?: GoMap;
  /** The resolved descriptors (`.components`) that getComponent looks referenced components up in. */
  componentDescriptors?: readonly GoMap[];
}

export function landscaperFuncs(opts: LandscaperFuncOptions = {}): FuncMap {
  const descriptors = opts.componentDescriptors ?? [];
  const funcs: Record<string, GoFunc> = {
    // Parses (a large text under the watchdog) and executes with the same meter: no watchdog of its own.
    include: markCooperative(makeInclude(opts.files, opts.execute)),
    readFile: readFileFunc(opts.files),
    readDir: readDirFunc(opts.files),

    // Linear in their argument's size (watch.ts). The others run under the watchdog: they read files or
    // descriptors that are not their arguments, or match native regular expressions (OCI references).
    ...markSizeBounded({ toYaml: (v: GoValue) => toYaml(v), fromYaml: (s: GoValue) => fromYaml(s) }),

    parseOCIRef,
    ociRefRepo,
    ociRefVersion,

    getResource: (...args: GoValue[]) => resolveResources(args, opts.componentDescriptor)[0] as GoMap,
    getResources: (...args: GoValue[]) => resolveResources(args, opts.componentDescriptor),
    getComponent: (...args: GoValue[]) =>
      resolveComponents(args, opts.componentDescriptor, descriptors)[0] as GoMap,
    getRepositoryContext: (cd: GoValue) => effectiveRepositoryContext(cd),
    getResourceKey: getResourceKeyFunc(opts.componentDescriptor, descriptors),
  };
  for (const name of OFFLINE_FUNCTIONS) funcs[name] = offlineFunc(name);
  return funcs;
}
