import { countChanges } from '../../diff/diff';
import { GitError, gitDiagnostic } from '../../git/tree';
import { hasErrors } from '../../model/diagnostic';
import { displayKey } from '../../model/key';
import { diffRevisions, type RevisionDiff, revisionDiagnostics } from '../../ops/diff';
import { stackEnvRedactor } from '../../ops/stack-env';
import {
  notReadyMessage,
  planTextLines,
  planTitle,
  reasonText,
  renderMarkdown,
  revisionText,
} from '../../report/markdown';
import type { CommonArgs } from '../args';
import { colouredIO } from '../colour';
import { type CliIO, EXIT, printDiagnostics, redactedIO, slowNotice } from '../io';
import { outcome, plural } from './summary';

export interface DiffArgs {
  base: string;
  head?: string;
  output: 'text' | 'json' | 'markdown';
  exitCode: boolean;
}

export async function diffCommand(
  io: CliIO,
  configFile: string,
  common: CommonArgs,
  args: DiffArgs,
): Promise<number> {
  const notice = slowNotice(io, `rendering ${args.base} and ${args.head ?? 'the work tree'}`);
  // Taught the --stack-env values first: a stack's hub.yaml picks where they land.
  const redactor = stackEnvRedactor(common.environ);
  // Every write of this command goes through the redactor, which diffRevisions teaches every
  // Secret of both revisions (failed sources' included) before it makes any text.
  // Colour after redaction, on the text diff only: JSON and markdown (the PR comment's) stay plain.
  const coloured = colouredIO(
    io,
    common.color ?? 'auto',
    process.env,
    args.output === 'text' ? 'diff' : 'none',
  );
  const out = redactedIO(coloured, redactor.redactText);
  let result: RevisionDiff;
  try {
    result = await diffRevisions({
      configFile,
      base: args.base,
      head: args.head,
      environments: common.environments,
      sources: common.sources,
      ...(common.jsonnetEngine ? { jsonnetEngine: common.jsonnetEngine } : {}),
      ...(common.maxTrace !== undefined ? { maxTrace: common.maxTrace } : {}),
      ...(common.environ ? { environ: common.environ } : {}),
      ...(common.budget ? { budget: common.budget } : {}),
      diff: { redactor },
    });
  } catch (err) {
    if (err instanceof GitError) {
      printDiagnostics(out, [gitDiagnostic(err)]);
      return EXIT.error;
    }
    throw err;
  }
  const { diff } = result;
  const total = countChanges(diff);
  const diagnostics = revisionDiagnostics(result);
  notice.done(
    outcome(
      diagnostics,
      'diff failed',
      () => `compared ${plural(diff.environments.length, 'environment')} (${plural(total, 'change')})`,
    ),
  );
  printDiagnostics(out, diagnostics);
  if (args.output === 'json') {
    out.stdout(
      `${JSON.stringify({ pipeline: result.pipeline, base: result.base, head: result.head, environments: diff.environments }, null, 2)}\n`,
    );
  } else if (args.output === 'markdown') {
    const revisions = {
      base: result.base.commit,
      ...(result.head.commit ? { head: result.head.commit } : {}),
    };
    out.stdout(renderMarkdown(diff, { pipeline: result.pipeline, revisions }));
  } else {
    out.stdout(textReport(result));
  }
  if (hasErrors(diagnostics)) return EXIT.error;
  return args.exitCode && total > 0 ? EXIT.changes : EXIT.ok;
}

function textReport({ diff }: RevisionDiff): string {
  const lines: string[] = [];
  for (const env of diff.environments) {
    const s = env.summary;
    const a = env.artifactSummary;
    // Artifact counts only where there are artifacts, so an objects-only pipeline reads as before.
    const artifacts =
      a && a.added + a.changed + a.removed + a.unchanged > 0
        ? `; artifacts: ${a.added} added, ${a.changed} changed, ${a.removed} removed, ${a.unchanged} unchanged`
        : '';
    lines.push(
      `${env.name}: ${s.added} added, ${s.changed} changed, ${s.removed} removed, ${s.unchanged} unchanged${artifacts}`,
    );
  }
  for (const env of diff.environments) {
    // Stack plans first, as in the PR comment: they say why the objects below changed.
    for (const plan of env.planChanges ?? []) {
      lines.push('', `# ${env.name} ${plan.source}: ${planTitle(plan)}`, ...planTextLines(plan));
    }
    for (const change of env.changes) {
      lines.push(
        '',
        `# ${env.name} ${change.source}/${change.component}: ${change.change} ${displayKey(change.key)}`,
        change.diff.trimEnd(),
      );
    }
    for (const change of env.artifacts ?? []) {
      const part = change.component === undefined ? change.source : `${change.source}/${change.component}`;
      const facts = [reasonText(change), revisionText(change)].filter((f) => f !== '').join(', ');
      lines.push(
        '',
        `# ${env.name} ${part}: ${change.change} artifact ${change.name}${facts ? ` (${facts})` : ''}`,
      );
      const message = notReadyMessage(change);
      if (message) lines.push(message);
      if (change.diff) lines.push(change.diff.trimEnd());
    }
  }
  return `${lines.join('\n')}\n`;
}
