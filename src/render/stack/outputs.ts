import { Expander, requiresExpansion } from './expressions';
import type { Output } from './manifest';
import { isEmpty, looksLikeSecret, outputQualifiedName, valueString } from './names';
import type { CapturedOutput, LockedParameters, ResolvedParameter } from './parameters';
import type { Place } from './problems';

/** A problem capturing one output, placed at its declaration. */
export interface OutputProblem {
  message: string;
  place: Place;
}

/**
 * A deployed component's outputs (lifecycle.captureOutputs): each declared output is a raw output
 * (`fromTfVar: name`, with `/base64`, `/json` decodings), or an expression over the component's
 * parameters and its earlier outputs (no value means `${name}`). What the deployment itself
 * returned wins over a declaration of the same name; its other values are outputs too.
 */
export function captureOutputs(
  component: { name: string; kind?: string },
  declared: Output[],
  parameters: ResolvedParameter[],
  returned: Record<string, unknown>,
): { outputs: CapturedOutput[]; problems: OutputProblem[] } {
  const kv = new Map<string, unknown>(parameters.map((p) => [p.name, p.value]));
  const expander = new Expander(kv);
  const problems: OutputProblem[] = [];
  const outputs: CapturedOutput[] = [];
  const put = (o: CapturedOutput) => {
    const i = outputs.findIndex((x) => x.name === o.name);
    if (i >= 0) outputs[i] = o;
    else outputs.push(o);
  };
  for (const d of declared) {
    let value: unknown;
    if (Object.hasOwn(returned, d.name)) {
      value = returned[d.name];
    } else if (d.fromTfVar) {
      value = fromRawOutput(component.name, d, returned, problems);
    } else {
      const raw = isEmpty(d.value) ? `\${${d.name}}` : d.value;
      if (requiresExpansion(raw)) {
        const result = expander.expand(`${component.name}:${d.name}`, raw, { component: component.name });
        for (const p of result.problems) {
          problems.push({
            message: p.message.replace(
              /^Parameter `[^`]*` value `([^`]*)` refer to/,
              `Component \`${component.name}\` output \`${d.name} = $1\` refer to`,
            ),
            place: d.place,
          });
        }
        value = result.value;
      } else {
        value = raw;
      }
    }
    kv.set(d.name, value);
    put(captured(component, d.name, value, d.kind, d.brief));
  }
  for (const [name, value] of Object.entries(returned)) {
    if (declared.some((d) => d.name === name)) continue;
    put(captured(component, name, value));
  }
  return { outputs, problems };
}

function captured(
  component: { name: string; kind?: string },
  name: string,
  value: unknown,
  kind?: string,
  brief?: string,
): CapturedOutput {
  const o: CapturedOutput = { component: component.name, name, value };
  // Hub marks outputs named like secrets (compose.guessAndMarkSecrets).
  const k = kind || (looksLikeSecret(name) ? 'secret' : undefined);
  if (k) o.kind = k;
  if (brief) o.brief = brief;
  if (component.kind) o.componentKind = component.kind;
  return o;
}

function fromRawOutput(
  component: string,
  d: Output,
  raw: Record<string, unknown>,
  problems: OutputProblem[],
): unknown {
  const [variable = '', ...encodings] = (d.fromTfVar ?? '').split('/');
  if (!Object.hasOwn(raw, variable)) {
    problems.push({
      message: `Unable to capture raw output \`${variable}\` for component \`${component}\` output \`${d.name}\``,
      place: d.place,
    });
    return '(unknown)';
  }
  let value: unknown = raw[variable];
  const unknown = encodings.filter((e) => e !== 'base64' && e !== 'json');
  if (unknown.length > 0) {
    problems.push({
      message: `Unknown encoding(s) [${unknown.join(' ')}] capturing output \`${d.fromTfVar}\` from raw output \`${variable}\``,
      place: d.place,
    });
  }
  if (encodings.includes('base64')) value = Buffer.from(valueString(value), 'base64').toString('utf8');
  if (encodings.includes('json')) {
    try {
      value = JSON.parse(valueString(value));
    } catch (err) {
      problems.push({
        message: `Unable to unmarshal JSON while capturing output \`${d.fromTfVar}\` from raw output \`${variable}\`: ${(err as Error).message}`,
        place: d.place,
      });
    }
  }
  return value;
}

/** A stack output as the plan lists it. */
export interface StackOutput {
  name: string;
  value: unknown;
  kind?: string;
  brief?: string;
}

/**
 * The stack's outputs once every component ran (parameters.ExpandRequestedOutputs): `component:name`
 * takes that component's output; otherwise the value (default `${name}`) is expanded over outputs,
 * then parameters. An output whose values are not all known is left out, as Hub leaves it out.
 */
export function stackOutputs(
  declared: Output[],
  parameters: LockedParameters,
  outputs: CapturedOutput[],
): { outputs: StackOutput[]; warnings: OutputProblem[] } {
  const kvOutputs = new Map<string, unknown>();
  for (const o of outputs) {
    kvOutputs.set(outputQualifiedName(o.name, o.component), o.value);
    kvOutputs.set(o.name, o.value);
  }
  const kvParameters = new Map<string, unknown>();
  for (const [qName, p] of parameters) kvParameters.set(qName, p.value);
  const result: StackOutput[] = [];
  const warnings: OutputProblem[] = [];
  for (const d of declared) {
    let kind = d.kind;
    let brief = d.brief;
    let value: unknown;
    let known = true;
    if (d.name.includes(':')) {
      if (!isEmpty(d.value)) {
        warnings.push({
          message: `Stack output \`${d.name}\` refer to value \`${valueString(d.value)}\`, but it will be derived from component outputs`,
          place: d.place,
        });
      }
      known = kvOutputs.has(d.name);
      value = kvOutputs.get(d.name);
      const source = outputs.find((o) => outputQualifiedName(o.name, o.component) === d.name);
      kind ||= source?.kind;
      brief ||= source?.brief;
    } else {
      const raw = isEmpty(d.value) ? `\${${d.name}}` : d.value;
      if (requiresExpansion(raw)) {
        value = raw.replace(/\$\{[^}]+\}|#\{(?:[^}{]|\{[^}{]+\})*\}/g, (match) => {
          const expression = match.slice(2, -1);
          if (match[0] === '#') {
            warnings.push({
              message: `Stack output \`${d.name} = ${raw}\` CEL expression \`${expression}\` is not supported`,
              place: d.place,
            });
            known = false;
            return '(unsupported)';
          }
          if (kvOutputs.has(expression)) return valueString(kvOutputs.get(expression));
          if (kvParameters.has(expression)) return valueString(kvParameters.get(expression));
          known = false;
          return '';
        });
      } else {
        value = raw;
      }
    }
    if (!known) continue;
    const out: StackOutput = { name: d.name, value };
    if (kind) out.kind = kind;
    if (brief) out.brief = brief;
    result.push(out);
  }
  return { outputs: result, warnings };
}
