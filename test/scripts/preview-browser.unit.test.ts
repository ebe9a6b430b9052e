import { describe, expect, it } from 'vitest';
import {
  findBrowser,
  installCommand,
  linuxIds,
  missingBrowserMessage,
  screenshotHeight,
} from '../../scripts/preview-browser.mjs';

/** A file system holding only `files`. */
const only =
  (...files: string[]) =>
  (p: string) =>
    files.includes(p);

describe('preview-comment: finding the browser', () => {
  it('takes the first Chromium-family name on PATH', () => {
    const env = { PATH: '/opt/a:/usr/bin' };
    expect(findBrowser({ env, platform: 'linux', exists: only('/usr/bin/google-chrome') })).toEqual({
      path: '/usr/bin/google-chrome',
    });
    expect(
      findBrowser({ env, platform: 'linux', exists: only('/usr/bin/chromium', '/opt/a/chrome') }),
    ).toEqual({
      path: '/usr/bin/chromium',
    });
  });

  it('honours $CHROMIUM, as a path or a name on PATH, and says when it names nothing', () => {
    const exists = only('/usr/bin/chromium', '/x/my-chrome');
    expect(
      findBrowser({ env: { CHROMIUM: '/x/my-chrome', PATH: '/usr/bin' }, platform: 'linux', exists }),
    ).toEqual({
      path: '/x/my-chrome',
    });
    expect(
      findBrowser({ env: { CHROMIUM: 'chromium', PATH: '/usr/bin' }, platform: 'linux', exists }),
    ).toEqual({
      path: '/usr/bin/chromium',
    });
    expect(findBrowser({ env: { CHROMIUM: '/nope', PATH: '/usr/bin' }, platform: 'linux', exists })).toEqual({
      problem: '$CHROMIUM is set to /nope, which does not exist',
    });
  });

  it('looks where macOS installs an app, off PATH', () => {
    const chrome = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    expect(findBrowser({ env: { PATH: '/usr/bin' }, platform: 'darwin', exists: only(chrome) })).toEqual({
      path: chrome,
    });
    expect(findBrowser({ env: { PATH: '/usr/bin' }, platform: 'linux', exists: only(chrome) })).toEqual({
      problem: 'no Chromium or Chrome found',
    });
  });
});

describe('preview-comment: what to install', () => {
  it('reads ID and ID_LIKE of os-release', () => {
    expect(linuxIds('NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\n')).toEqual(['ubuntu', 'debian']);
    expect(linuxIds('ID="rocky"\nID_LIKE="rhel centos fedora"\n')).toEqual([
      'rocky',
      'rhel',
      'centos',
      'fedora',
    ]);
  });

  it.each([
    ['linux', ['debian'], 'sudo apt-get install -y chromium'],
    ['linux', ['ubuntu', 'debian'], 'sudo snap install chromium'],
    ['linux', ['rocky', 'rhel', 'centos', 'fedora'], 'sudo dnf install -y chromium'],
    ['linux', ['alpine'], 'sudo apk add chromium'],
    ['linux', ['manjaro', 'arch'], 'sudo pacman -S chromium'],
    ['linux', ['opensuse-leap', 'suse', 'opensuse'], 'sudo zypper install chromium'],
    ['darwin', [], 'brew install --cask chromium'],
    ['win32', [], 'winget install Google.Chrome'],
    ['linux', ['nixos'], undefined],
    ['freebsd', [], undefined],
  ])('%s %j: %s', (platform, ids, command) => {
    expect(installCommand(platform, ids)).toBe(command);
  });

  it('names what is missing, the command, and that nothing is installed for the user', () => {
    expect(
      missingBrowserMessage('no Chromium or Chrome found', { platform: 'linux', osRelease: 'ID=debian\n' }),
    ).toBe(
      'no Chromium or Chrome found; the screenshot needs a Chromium-family browser. install it with: sudo apt-get install -y chromium, or set CHROMIUM to the path of a Chromium or Chrome binary (nothing is installed for you)',
    );
    expect(
      missingBrowserMessage('no Chromium or Chrome found', { platform: 'linux', osRelease: 'ID=nixos\n' }),
    ).toContain("install Chromium with your system's package manager, or set CHROMIUM");
  });
});

describe('preview-comment: a cut screenshot', () => {
  it('is cut when the measured page is taller than the limit, and maybe cut when only estimated', () => {
    expect(screenshotHeight(1200, 5000, 16000)).toEqual({ height: 1200, cut: 'no' });
    expect(screenshotHeight(20000, 5000, 16000)).toEqual({ height: 16000, cut: 'yes', full: 20000 });
    expect(screenshotHeight(undefined, 5000, 16000)).toEqual({ height: 5000, cut: 'maybe' });
    expect(screenshotHeight(undefined, 30000, 16000)).toEqual({ height: 16000, cut: 'maybe' });
  });
});
