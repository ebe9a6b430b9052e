// Types of corpus-compare.mjs for its unit test.
export interface Difference {
  key: string;
  kind: 'missing' | 'extra' | 'changed' | 'duplicate';
  path?: string;
  side?: string;
  expected?: string;
  actual?: string;
}
export interface Comparison {
  total: number;
  equal: number;
  differences: Difference[];
}
export type FileResult = { ok: true; content: string } | { ok: false; message: string };
export interface LineResult {
  name: string;
  skipped?: string;
  failure?: string;
  total?: number;
  equal?: number;
  differences?: number;
  unit?: string;
  words?: [string, string];
  reference?: string;
  note?: string;
  ms?: number;
  details?: string[];
}
export function flattenObjects(value: unknown, out?: unknown[]): unknown[];
export function objectKey(o: unknown): string;
export function withoutQbecMetadata<T>(o: T): T;
export function compareObjects(expected: unknown[], actual: unknown[]): Comparison;
export function firstDifference(a: unknown, b: unknown, at?: string): string;
export function compareFiles(expected: Map<string, FileResult>, actual: Map<string, FileResult>): Comparison;
export function absentSnapshots(paths: Record<string, string>, exists: (p: string) => boolean): string[];
export function formatLine(r: LineResult): string;
export function oneLine(text: unknown, max?: number): string;
export function variableFlags(spec: { externalVariables?: unknown; tlas?: unknown }): string[];
