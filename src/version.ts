// Replaced by the build; tests and dev runs read package.json's version through vitest's define.
declare const RIGGING_VERSION: string | undefined;

export const VERSION: string = typeof RIGGING_VERSION === 'string' ? RIGGING_VERSION : '0.0.0-dev';
