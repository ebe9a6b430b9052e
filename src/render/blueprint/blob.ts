/**
 * Local blobs of a component descriptor as blueprint filesystems: a directory kept unpacked in the
 * repository, or a tar (gzip'd or not) unpacked in memory, as Landscaper's local repository
 * (ocmlib/repository GetBlob packs a directory into a tar) and blueprint handler download them.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { extract } from 'tar-stream';
import { describeRefusal, type RepositoryBoundary } from '../../boundary/boundary';
import type { BlueprintFiles } from './functions/files';

export interface BlueprintFs extends BlueprintFiles {
  /** Display name of where it came from, e.g. 'components/app/blobs/bp'. */
  origin: string;
}

/** A component descriptor or blob that cannot be read or does not say what is asked of it. */
export class ComponentError extends Error {
  override name = 'ComponentError';
}

/** Most bytes a blob may unpack to: a pull request's archive must not exhaust memory. */
export const MAX_BLOB_BYTES = 64 * 1024 * 1024;

/** True for gzip data (RFC 1952 magic), as ocm's compression.AutoDecompress detects it. */
export function isGzip(data: Uint8Array): boolean {
  return data.length >= 2 && data[0] === 0x1f && data[1] === 0x8b;
}

/** The data, gunzipped when it is gzip, within the size cap. */
export function autoDecompress(data: Buffer, shown: string): Buffer {
  if (!isGzip(data)) return data;
  try {
    return gunzipSync(data, { maxOutputLength: MAX_BLOB_BYTES });
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    if (err.code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError)
      throw new ComponentError(`${shown}: unpacks to more than ${MAX_BLOB_BYTES} bytes`);
    throw new ComponentError(`${shown}: not valid gzip data: ${err.message}`);
  }
}

/** Files kept in memory, keyed by clean relative path; directories are implied by their files. */
export class MemoryBlueprintFs implements BlueprintFs {
  private readonly dirs = new Map<string, Set<string>>([['', new Set()]]);

  constructor(
    readonly origin: string,
    private readonly files: Map<string, Buffer>,
    emptyDirs: string[] = [],
  ) {
    for (const f of files.keys()) this.addParents(f);
    for (const d of emptyDirs) {
      this.addParents(d);
      if (!this.dirs.has(d)) this.dirs.set(d, new Set());
    }
  }

  private addParents(p: string): void {
    let child = p;
    for (;;) {
      const slash = child.lastIndexOf('/');
      const parent = slash < 0 ? '' : child.slice(0, slash);
      const entries = this.dirs.get(parent) ?? new Set<string>();
      this.dirs.set(parent, entries);
      entries.add(child.slice(slash + 1));
      if (parent === '') return;
      child = parent;
    }
  }

  read(p: string): string | undefined {
    return this.files.get(p)?.toString('utf8');
  }

  list(dir: string): string[] | undefined {
    const entries = this.dirs.get(dir);
    return entries === undefined ? undefined : [...entries];
  }
}

/**
 * A blueprint directory read through the boundary on each call, so a symlink inside it that leaves
 * the repository is refused at the read that follows it.
 */
export class DirectoryBlueprintFs implements BlueprintFs {
  constructor(
    readonly origin: string,
    private readonly boundary: RepositoryBoundary,
    /** Absolute path of the blueprint directory. */
    private readonly dir: string,
  ) {}

  private real(p: string): string | undefined {
    const where = this.boundary.locateSync(p === '' ? this.dir : path.join(this.dir, p));
    if (!where.ok) {
      const shown = p === '' ? this.origin : `${this.origin}/${p}`;
      throw new ComponentError(describeRefusal(shown, where.refusal));
    }
    return where.exists ? where.real : undefined;
  }

  read(p: string): string | undefined {
    const real = this.real(p);
    if (real === undefined || !statSync(real).isFile()) return undefined;
    return readFileSync(real, 'utf8');
  }

  list(dir: string): string[] | undefined {
    const real = this.real(dir);
    if (real === undefined || !statSync(real).isDirectory()) return undefined;
    return readdirSync(real);
  }
}

/** The clean relative path of a tar entry, or undefined for one that may not be unpacked. */
function entryPath(name: string): string | undefined {
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return undefined;
  const parts = name.split('/').filter((s) => s !== '' && s !== '.');
  if (parts.includes('..')) return undefined;
  return parts.join('/');
}

/**
 * Unpacks a tar (gzip'd when it starts with gzip's magic) into memory. Entries naming an absolute
 * path or `..`, and links of either kind, are refused rather than skipped: a blueprint that needs
 * them would render differently here than in Landscaper.
 */
export async function unpackTar(data: Buffer, origin: string): Promise<MemoryBlueprintFs> {
  const tar = autoDecompress(data, origin);
  const files = new Map<string, Buffer>();
  const dirs: string[] = [];
  let total = 0;
  const ex = extract();
  const done = (async () => {
    for await (const entry of ex) {
      const h = entry.header;
      const rel = entryPath(h.name);
      if (rel === undefined) {
        entry.resume();
        throw new ComponentError(`${origin}: tar entry ${JSON.stringify(h.name)} leaves the blueprint`);
      }
      if (h.type === 'symlink' || h.type === 'link') {
        entry.resume();
        throw new ComponentError(
          `${origin}: tar entry ${JSON.stringify(h.name)} is a link, which is refused`,
        );
      }
      const chunks: Buffer[] = [];
      for await (const chunk of entry) {
        total += (chunk as Buffer).length;
        if (total > MAX_BLOB_BYTES)
          throw new ComponentError(`${origin}: unpacks to more than ${MAX_BLOB_BYTES} bytes`);
        chunks.push(chunk as Buffer);
      }
      if (h.type === 'directory') {
        if (rel !== '') dirs.push(rel);
      } else if (h.type === 'file' || h.type === 'contiguous-file') {
        if (rel !== '') files.set(rel, Buffer.concat(chunks));
      }
      // Other entries (fifos, devices) carry no content a blueprint could read.
    }
  })();
  Readable.from([tar]).pipe(ex);
  try {
    await done;
  } catch (e) {
    ex.destroy();
    if (e instanceof ComponentError) throw e;
    throw new ComponentError(`${origin}: not a tar archive: ${(e as Error).message}`);
  }
  return new MemoryBlueprintFs(origin, files, dirs);
}
