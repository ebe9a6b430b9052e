// The browser `npm run preview-comment` screenshots with, and what to say when there is none.
// The script never installs anything itself: a system package is the user's to add, with their
// package manager and their privileges, so it names the command for the platform it runs on.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Names a Chromium-family browser with --headless --screenshot goes by on PATH. */
const NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome'];

/** Where macOS and Windows install one, off PATH. */
const INSTALLED = {
  darwin: [
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  ],
  win32: [
    'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
    'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe',
  ],
};

/**
 * The browser to use: $CHROMIUM (a path, or a name on PATH) when set, else the first of NAMES on
 * PATH, else a usual install location of the platform. `exists` is injectable for tests.
 * @returns {{ path?: string, problem?: string }}
 */
export function findBrowser({ env = process.env, platform = process.platform, exists = existsSync } = {}) {
  const suffixes = platform === 'win32' ? ['.exe', ''] : [''];
  const onPath = (name) => {
    for (const dir of (env.PATH ?? '').split(platform === 'win32' ? ';' : ':')) {
      for (const suffix of suffixes) {
        const candidate = dir && path.join(dir, name + suffix);
        if (candidate && exists(candidate)) return candidate;
      }
    }
    return undefined;
  };
  if (env.CHROMIUM) {
    const found = exists(env.CHROMIUM) ? env.CHROMIUM : onPath(env.CHROMIUM);
    return found ? { path: found } : { problem: `$CHROMIUM is set to ${env.CHROMIUM}, which does not exist` };
  }
  for (const name of NAMES) {
    const found = onPath(name);
    if (found) return { path: found };
  }
  const installed = (INSTALLED[platform] ?? []).find((p) => exists(p));
  return installed ? { path: installed } : { problem: 'no Chromium or Chrome found' };
}

/** `ID` and `ID_LIKE` of /etc/os-release (os-release(5)), lowercased; empty when unreadable. */
export function linuxIds(text) {
  const ids = [];
  for (const line of text.split('\n')) {
    const m = /^(ID|ID_LIKE)=(.*)$/.exec(line.trim());
    if (m)
      ids.push(
        ...m[2]
          .replace(/^["']|["']$/g, '')
          .toLowerCase()
          .split(/\s+/)
          .filter(Boolean),
      );
  }
  return ids;
}

/** The command that installs a headless-capable Chromium on this platform, or undefined. */
export function installCommand(platform, ids = []) {
  if (platform === 'darwin') return 'brew install --cask chromium';
  if (platform === 'win32') return 'winget install Google.Chrome';
  if (platform !== 'linux') return undefined;
  // Ubuntu's apt package of Chromium only installs the snap; Debian's is the browser itself.
  if (ids.includes('ubuntu')) return 'sudo snap install chromium';
  if (ids.includes('debian')) return 'sudo apt-get install -y chromium';
  if (ids.includes('fedora') || ids.includes('rhel') || ids.includes('centos'))
    return 'sudo dnf install -y chromium';
  if (ids.includes('alpine')) return 'sudo apk add chromium';
  if (ids.includes('arch')) return 'sudo pacman -S chromium';
  if (ids.includes('suse') || ids.includes('opensuse')) return 'sudo zypper install chromium';
  return undefined;
}

/** What is missing and how to install it, for the platform this runs on. */
export function missingBrowserMessage(problem, { platform = process.platform, osRelease } = {}) {
  let ids = [];
  if (platform === 'linux') {
    try {
      ids = linuxIds(osRelease ?? readFileSync('/etc/os-release', 'utf8'));
    } catch {
      // No os-release: the generic advice below.
    }
  }
  const command = installCommand(platform, ids);
  const how = command ? `install it with: ${command}` : "install Chromium with your system's package manager";
  return `${problem}; the screenshot needs a Chromium-family browser. ${how}, or set CHROMIUM to the path of a Chromium or Chrome binary (nothing is installed for you)`;
}

/**
 * The screenshot's height and whether it shows the whole page: the laid-out height when Chromium
 * measured it, else an estimate from the markdown that may fall short; never more than `max`.
 * @returns {{ height: number, cut: 'no' | 'yes' | 'maybe', full?: number }}
 */
export function screenshotHeight(measured, estimated, max) {
  if (measured !== undefined)
    return measured > max ? { height: max, cut: 'yes', full: measured } : { height: measured, cut: 'no' };
  return { height: Math.min(estimated, max), cut: 'maybe' };
}
