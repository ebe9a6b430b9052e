import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { missingBrowserMessage } from '../../scripts/preview-browser.mjs';

const ROOT = path.resolve(__dirname, '../..');
const tmp = mkdtempSync(path.join(tmpdir(), 'rigging-preview-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/**
 * A stand-in for Chromium: --dump-dom reports a laid-out page `height` pixels tall, --screenshot
 * writes a file. What the script decides from those answers is what is tested, not Chromium.
 */
function fakeBrowser(height: number): string {
  const dir = mkdtempSync(path.join(tmp, 'bin-'));
  const file = path.join(dir, 'chromium');
  writeFileSync(
    file,
    `#!/bin/sh
for a in "$@"; do
  case "$a" in
    --dump-dom) echo '<html data-height="${height}"></html>'; exit 0;;
    --screenshot=*) echo png > "\${a#--screenshot=}"; exit 0;;
  esac
done
exit 3
`,
  );
  chmodSync(file, 0o755);
  return dir;
}

describe.skipIf(process.platform === 'win32')('npm run preview-comment', () => {
  it("previews both pipelines' comments and says when a screenshot is cut", () => {
    const out = path.join(tmp, 'preview');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PATH: `${fakeBrowser(20_000)}${path.delimiter}${process.env.PATH}`,
      PREVIEW_DIR: out,
    };
    delete env.CHROMIUM;
    const r = spawnSync(process.execPath, ['scripts/preview-comment.mjs'], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
    });
    expect(r.status, r.stderr).toBe(0);
    expect(readdirSync(out).sort()).toEqual([
      'comment-stack.html',
      'comment-stack.png',
      'comment.html',
      'comment.png',
    ]);
    // The stack pipeline's comment is its own page: the parameter change of the demo shows there.
    expect(readFileSync(path.join(out, 'comment-stack.html'), 'utf8')).toContain('guestbook-stack');
    expect(readFileSync(path.join(out, 'comment.html'), 'utf8')).not.toContain('guestbook-stack');
    for (const name of ['comment', 'comment-stack'])
      expect(r.stderr).toContain(
        `preview-comment: ${path.relative(ROOT, path.join(out, `${name}.png`))} is cut: it shows the first 16000 of the comment's 20000 pixels`,
      );
  });
});

describe('npm run preview-comment without a browser', () => {
  it('says what is missing and how to install it, exits 1, and installs nothing', () => {
    // PATH holds only node's directory: no browser, and no apt-get the script could call.
    const env: NodeJS.ProcessEnv = { ...process.env, PATH: path.dirname(process.execPath) };
    delete env.CHROMIUM;
    const r = spawnSync(process.execPath, ['scripts/preview-comment.mjs'], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
    });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      `preview-comment: ${missingBrowserMessage('no Chromium or Chrome found', { platform: process.platform })}\n`,
    );
  });
});
