// Types of preview-browser.mjs for its unit test.
export interface BrowserSearch {
  env?: Record<string, string | undefined>;
  platform?: string;
  exists?: (p: string) => boolean;
}
export function findBrowser(search?: BrowserSearch): { path?: string; problem?: string };
export function linuxIds(text: string): string[];
export function installCommand(platform: string, ids?: string[]): string | undefined;
export function missingBrowserMessage(
  problem: string,
  opts?: { platform?: string; osRelease?: string },
): string;
export function screenshotHeight(
  measured: number | undefined,
  estimated: number,
  max: number,
): { height: number; cut: 'no' | 'yes' | 'maybe'; full?: number };
