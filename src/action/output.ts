import { writeFile } from 'node:fs/promises';
import * as core from '@actions/core';

/**
 * Every way a mode's text leaves the action (log lines, annotations, the job summary, outputs and
 * the files handed out as outputs), each passing through `redact`. Made once per run, after the
 * run's redactor has learned every Secret, so no single report, message or log line can skip it.
 * GitHub API writes get the same function through `GitHubOptions.redact`.
 */
export interface RunOutput {
  redact(text: string): string;
  info(message: string): void;
  warning(message: string, props?: core.AnnotationProperties): void;
  error(message: string, props?: core.AnnotationProperties): void;
  setOutput(name: string, value: string): void;
  /** Appends markdown to the job summary and writes it. */
  summary(markdown: string): Promise<void>;
  writeFile(file: string, text: string): Promise<void>;
}

export function runOutput(redact: (text: string) => string): RunOutput {
  const props = (p?: core.AnnotationProperties): core.AnnotationProperties | undefined =>
    p?.title === undefined ? p : { ...p, title: redact(p.title) };
  return {
    redact,
    info: (message) => core.info(redact(message)),
    warning: (message, p) => core.warning(redact(message), props(p)),
    error: (message, p) => core.error(redact(message), props(p)),
    setOutput: (name, value) => core.setOutput(name, redact(value)),
    summary: async (markdown) => {
      await core.summary.addRaw(redact(markdown)).write();
    },
    writeFile: (file, text) => writeFile(file, redact(text)),
  };
}
