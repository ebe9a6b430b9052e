// Where the corpus lives and where its mirrors are: shared by corpus-prepare.mjs and corpus.mjs.
import fs from 'node:fs';
import path from 'node:path';

/** The corpus directory: --dir, else RIGGING_CORPUS, else /work/corpus. */
export function corpusDir(flag) {
  return path.resolve(flag ?? process.env.RIGGING_CORPUS ?? '/work/corpus');
}

/** The bare git directory of `owner/name` under `mirrors`, or undefined when it is absent. */
export function mirrorGitDir(mirrors, slug) {
  const [owner, name] = slug.split('/');
  for (const candidate of [
    path.join(mirrors, `${owner}+${name}`, 'repo'),
    path.join(mirrors, `${owner}+${name}.git`),
    path.join(mirrors, `${owner}+${name}`),
  ]) {
    if (fs.existsSync(path.join(candidate, 'HEAD')) && fs.existsSync(path.join(candidate, 'objects'))) {
      return candidate;
    }
  }
  return undefined;
}
