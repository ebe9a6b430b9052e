import { createHash } from 'node:crypto';
import type { Blueprint } from './blueprint';
import { BlueprintError, type Place } from './problems';

/**
 * How deep installations may nest. Landscaper sets no bound and looks for no cycle: its controller
 * creates each subinstallation as an Installation object, so a blueprint that nests itself makes
 * installations until the cluster refuses, and its offline InstallationSimulator
 * (pkg/utils/landscaper, executeInstallation) recurses until the process dies. Here every level is
 * one more recursion of the render, so a pull request must not choose the depth. Real trees are two
 * to four levels deep (a landscape of components, each with its parts); 32 leaves them all room.
 */
export const MAX_INSTALLATION_DEPTH = 32;

/** One installation on the way from the root: its name and what makes its blueprint the same. */
export interface Ancestor {
  name: string;
  blueprint: string;
}

interface Nestable {
  name: string;
  blueprint: Blueprint;
  lineage?: readonly Ancestor[];
}

/**
 * The child's lineage: the parent's and the child. A child whose blueprint is one of its ancestors'
 * would nest itself for ever (Landscaper has no template that could stop it from one level to the
 * next with the same blueprint and the same parent), so it is refused naming the chain, as is a
 * lineage past MAX_INSTALLATION_DEPTH.
 */
export function nestedLineage(parent: Nestable, child: Nestable, place: Place): readonly Ancestor[] {
  const above = lineageOf(parent);
  const me: Ancestor = { name: child.name, blueprint: blueprintIdentity(child.blueprint) };
  const chain = [...above, me];
  const shown = chain.map((a) => a.name).join(' -> ');
  if (above.some((a) => a.blueprint === me.blueprint)) {
    throw new BlueprintError(`subinstallation cycle: ${shown}`, place, 'SubinstallationCycle');
  }
  if (chain.length > MAX_INSTALLATION_DEPTH) {
    throw new BlueprintError(
      `subinstallation ${JSON.stringify(child.name)} nests installations deeper than ${MAX_INSTALLATION_DEPTH} levels: ${shown}`,
      place,
      'SubinstallationTooDeep',
    );
  }
  return chain;
}

function lineageOf(inst: Nestable): readonly Ancestor[] {
  return inst.lineage ?? [{ name: inst.name, blueprint: blueprintIdentity(inst.blueprint) }];
}

/** Where a blueprint was read from and what its blueprint.yaml says: the same pair is the same blueprint. */
function blueprintIdentity(bp: Blueprint): string {
  return `${bp.fs.origin}\n${createHash('sha256').update(bp.text).digest('hex')}`;
}
