import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { makeTempDir, removeTempDir } from '../../temp-dirs';

/**
 * libjsonnet through the addon has no import callback, so in-memory sources are written to a
 * private temp dir for the evaluation and removed afterwards, whatever happens.
 */
export async function withStagedFiles<T>(
  files: Readonly<Record<string, string>>,
  use: (dir: string) => Promise<T>,
): Promise<T> {
  const dir = await makeTempDir('rigging-jsonnet-');
  try {
    for (const [name, content] of Object.entries(files)) {
      const target = path.resolve(dir, name);
      if (!target.startsWith(dir + path.sep))
        throw new Error(`in-memory file name escapes its root: ${name}`);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, content);
    }
    return await use(dir);
  } finally {
    await removeTempDir(dir);
  }
}
