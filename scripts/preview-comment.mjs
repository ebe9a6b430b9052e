// `npm run preview-comment`: shows what reviewers will see. It builds the demo's throwaway
// repository (scripts/demo-repo.mjs), takes the markdown that `rigging diff -o markdown` prints for
// the demo's change in each of its pipelines (rigging.yaml, and the Hub stack's stack/rigging.yaml),
// renders it to HTML the way GitHub does (GitHub-flavoured markdown, raw <details>/<summary> kept),
// wraps it in a page styled like a pull-request comment with every <details> open, and screenshots
// that page with a headless Chromium-family browser, which it finds but never installs
// (scripts/preview-browser.mjs). Writes .preview/comment.{html,png} and
// .preview/comment-stack.{html,png} (gitignored; $PREVIEW_DIR instead of .preview when set), and
// says when a screenshot is cut.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { marked } from 'marked';
import { buildDemoRepo, cli, root } from './demo-repo.mjs';
import { findBrowser, missingBrowserMessage, screenshotHeight } from './preview-browser.mjs';

const WIDTH = 1012;
// PREVIEW_DIR puts the pages elsewhere (the script's test does, to leave a user's .preview alone).
const outDir = process.env.PREVIEW_DIR ? path.resolve(process.env.PREVIEW_DIR) : path.join(root, '.preview');

/** The demo's pipelines: the comment each gets is previewed as `.preview/<name>.{html,png}`. */
const PIPELINES = [
  { name: 'comment', config: [] },
  { name: 'comment-stack', config: ['--config', 'stack/rigging.yaml'] },
];

function fail(message) {
  process.stderr.write(`preview-comment: ${message}\n`);
  process.exit(1);
}

// --- markdown, exactly as the demo prints it ---

/** Each pipeline's comment markdown, in PIPELINES' order. */
function demoMarkdown() {
  const { dir, cleanup } = buildDemoRepo();
  try {
    return PIPELINES.map(({ config }) => {
      const args = ['diff', ...config, '--base', 'HEAD~1', '--head', 'HEAD', '-o', 'markdown'];
      const run = spawnSync(process.execPath, [cli, ...args], {
        cwd: dir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      // 0: no changes, 1: changes (only with --exit-code), 2: errors.
      if (run.error) fail(`cannot run ${path.relative(root, cli)}: ${run.error.message}`);
      if (run.status !== 0 && run.status !== 1) fail(`rigging ${args.join(' ')} exited with ${run.status}`);
      return run.stdout;
    });
  } finally {
    cleanup();
  }
}

// --- markdown -> HTML ---

/** GitHub ends an HTML block at a blank line; make sure fenced code inside <details> has one. */
function spaceDetails(md) {
  return md
    .replace(/<\/summary>[ \t]*\n(?![ \t]*\n)/g, '</summary>\n\n')
    .replace(/([^\n])\n<\/details>/g, '$1\n\n</details>');
}

/** Splits each ```diff block into one span per line so added/removed lines can be coloured. */
function highlightDiffs(html) {
  return html.replace(/<code class="language-diff">([\s\S]*?)<\/code>/g, (_, body) => {
    const lines = body.replace(/\n$/, '').split('\n');
    const spans = lines.map((line) => {
      let kind = 'ctx';
      if (line.startsWith('+++') || line.startsWith('---')) kind = 'file';
      else if (line.startsWith('@@')) kind = 'hunk';
      else if (line.startsWith('+')) kind = 'add';
      else if (line.startsWith('-')) kind = 'del';
      return `<span class="line ${kind}">${line || ' '}</span>`;
    });
    return `<code class="language-diff">${spans.join('')}</code>`;
  });
}

const openDetails = (html) => html.replace(/<details(?![^>]*\bopen\b)([^>]*)>/g, '<details open$1>');

const CSS = `
* { box-sizing: border-box; }
html { background: #fff; }
body {
  margin: 0; padding: 16px;
  font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif,
    "Apple Color Emoji", "Segoe UI Emoji";
  font-size: 14px; line-height: 1.5; color: #1f2328;
}
.timeline { display: flex; gap: 12px; align-items: flex-start; }
.avatar {
  flex: none; width: 40px; height: 40px; border-radius: 6px; background: #2f81f7;
  color: #fff; font-weight: 600; font-size: 13px; display: flex; align-items: center; justify-content: center;
}
.comment { flex: 1; min-width: 0; border: 1px solid #d1d9e0; border-radius: 6px; }
.comment-header {
  padding: 8px 16px; background: #f6f8fa; border-bottom: 1px solid #d1d9e0;
  border-radius: 6px 6px 0 0; color: #59636e;
}
.comment-header strong { color: #1f2328; }
.comment-header .bot {
  margin-left: 4px; padding: 0 6px; border: 1px solid #d1d9e0; border-radius: 2em;
  font-size: 12px; font-weight: 500;
}
.markdown-body { padding: 16px; overflow-wrap: break-word; }
.markdown-body > :first-child { margin-top: 0 !important; }
.markdown-body > :last-child { margin-bottom: 0 !important; }
.markdown-body h1, .markdown-body h2, .markdown-body h3, .markdown-body h4 {
  margin: 24px 0 16px; font-weight: 600; line-height: 1.25;
}
.markdown-body h2 { font-size: 1.5em; padding-bottom: .3em; border-bottom: 1px solid #d1d9e0b3; }
.markdown-body h3 { font-size: 1.25em; }
.markdown-body h4 { font-size: 1em; }
.markdown-body p, .markdown-body ul, .markdown-body ol, .markdown-body table,
.markdown-body pre, .markdown-body details, .markdown-body blockquote { margin: 0 0 16px; }
.markdown-body ul, .markdown-body ol { padding-left: 2em; }
.markdown-body a { color: #0969da; text-decoration: none; }
.markdown-body code {
  font-family: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace;
  font-size: 85%; padding: .2em .4em; background: #818b981f; border-radius: 6px;
}
.markdown-body pre {
  padding: 16px; overflow: auto; font-size: 85%; line-height: 1.45;
  background: #f6f8fa; border-radius: 6px;
}
.markdown-body pre code { padding: 0; font-size: 100%; background: transparent; border-radius: 0; white-space: pre; }
.markdown-body pre code.language-diff { display: block; margin: 0 -16px; }
.markdown-body .line { display: block; padding: 0 16px; }
.markdown-body .line.add { background: #dafbe1; color: #116329; }
.markdown-body .line.del { background: #ffebe9; color: #82071e; }
.markdown-body .line.file { font-weight: 600; color: #1f2328; }
.markdown-body .line.hunk { color: #8250df; }
.markdown-body table { border-collapse: collapse; border-spacing: 0; display: block; width: max-content; max-width: 100%; overflow: auto; }
.markdown-body th, .markdown-body td { padding: 6px 13px; border: 1px solid #d1d9e0; }
.markdown-body th { font-weight: 600; }
.markdown-body tr { background: #fff; border-top: 1px solid #d1d9e0b3; }
.markdown-body tr:nth-child(2n) { background: #f6f8fa; }
.markdown-body summary { cursor: pointer; display: list-item; }
.markdown-body details > summary + * { margin-top: 8px; }
.markdown-body hr { height: .25em; margin: 24px 0; border: 0; background: #d1d9e0; }
`;

function page(bodyHtml) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>rigging pull-request comment preview</title>
<style>${CSS}</style>
<script>
  addEventListener('load', () => {
    document.documentElement.dataset.height = String(Math.ceil(document.documentElement.getBoundingClientRect().height));
  });
</script>
</head>
<body>
<div class="timeline">
  <div class="avatar" aria-hidden="true">GH</div>
  <div class="comment">
    <div class="comment-header"><strong>github-actions</strong><span class="bot">bot</span> commented</div>
    <div class="markdown-body">
${bodyHtml}
    </div>
  </div>
</div>
</body>
</html>
`;
}

function renderPreviewHtml(md) {
  const html = marked.parse(spaceDetails(md), { gfm: true });
  return page(openDetails(highlightDiffs(html)));
}

// --- Chromium ---

function chromiumArgs(profile, height) {
  return [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--user-data-dir=${profile}`,
    '--hide-scrollbars',
    `--window-size=${WIDTH},${height}`,
  ];
}

const MAX_HEIGHT = 16_000;

/** A generous height from the markdown: no rendered line is taller than ~24px. */
const estimateHeight = (md) => Math.max(800, md.split('\n').length * 24 + 400);

/**
 * The page's real height: a first pass with --dump-dom runs the page's script, which writes
 * the laid-out height into <html data-height>. Undefined when that does not work.
 */
function measureHeight(chromium, profile, htmlPath) {
  try {
    const dom = execFileSync(
      chromium,
      [...chromiumArgs(profile, 800), '--dump-dom', pathToFileURL(htmlPath).href],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 120_000 },
    );
    const height = Number(/data-height="(\d+)"/.exec(dom)?.[1]);
    return height > 0 ? height : undefined;
  } catch {
    return undefined;
  }
}

/** Screenshots `htmlPath` into `pngPath`; says on stderr when the picture may not show it all. */
function screenshot(chromium, md, htmlPath, pngPath) {
  const profile = mkdtempSync(path.join(tmpdir(), 'rigging-chromium-'));
  try {
    const { height, cut, full } = screenshotHeight(
      measureHeight(chromium, profile, htmlPath),
      estimateHeight(md),
      MAX_HEIGHT,
    );
    const png = path.relative(process.cwd(), pngPath);
    const html = path.relative(process.cwd(), htmlPath);
    if (cut === 'yes')
      process.stderr.write(
        `preview-comment: ${png} is cut: it shows the first ${height} of the comment's ${full} pixels; ${html} has all of it\n`,
      );
    else if (cut === 'maybe')
      process.stderr.write(
        `preview-comment: the comment's height could not be measured; ${png} is ${height} pixels tall and may be cut (${html} has all of it)\n`,
      );
    try {
      execFileSync(
        chromium,
        [...chromiumArgs(profile, height), `--screenshot=${pngPath}`, pathToFileURL(htmlPath).href],
        { stdio: ['ignore', 'ignore', 'pipe'], timeout: 120_000 },
      );
    } catch (err) {
      const detail = String(err.stderr ?? err.message)
        .trim()
        .split('\n')
        .slice(-3)
        .join(' | ');
      fail(`Chromium failed to take the screenshot: ${detail}`);
    }
    if (!existsSync(pngPath)) fail('Chromium exited without writing the screenshot');
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

// --- main ---

// First: without a browser there is nothing to do, and the user learns it before the demo runs.
const browser = findBrowser();
if (browser.path === undefined) fail(missingBrowserMessage(browser.problem));
const markdowns = demoMarkdown();
mkdirSync(outDir, { recursive: true });
PIPELINES.forEach(({ name }, i) => {
  const md = markdowns[i];
  const htmlPath = path.join(outDir, `${name}.html`);
  const pngPath = path.join(outDir, `${name}.png`);
  writeFileSync(htmlPath, renderPreviewHtml(md));
  screenshot(browser.path, md, htmlPath, pngPath);
  process.stdout.write(
    `${path.relative(process.cwd(), htmlPath)}\n${path.relative(process.cwd(), pngPath)}\n`,
  );
});
