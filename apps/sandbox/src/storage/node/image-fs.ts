import { pglite } from './pglite-compiled.js';
import { tarMembers } from './pglite-image.js';

/** A node of Emscripten's file system, made by its parent's own operation (the layer below FS.mkdir and FS.open). */
interface FsNode {
  node_ops: { mknod(parent: FsNode, name: string, mode: number, dev: number): FsNode };
}

/** What filling PGlite's memory file system uses of Emscripten's FS. */
interface MemoryFileSystem {
  mkdirTree(path: string): void;
  lookupPath(path: string): { node: FsNode };
  open(node: FsNode, flags: number): object;
  write(stream: object, data: Uint8Array, offset: number, length: number, position: number, canOwn: boolean): number;
  close(stream: object): void;
}

/** The modes FS.mkdir and FS.writeFile give, and the flag to write a file. */
const DIRECTORY = 0o40777;
const REGULAR_FILE = 0o100666;
const WRITE_ONLY = 1;

/**
 * PGlite's memory file system, filled from a data directory's tarball before PostgreSQL starts. PGlite's own
 * `loadDataDir` does the same, spending most of its time looking up every parent directory of every file and copying
 * each file; here each file's bytes are the tarball's own (MEMFS takes the view and copies a file only when it
 * grows), and each member is made in its parent's node, kept as the directories are made: FS.mkdir and FS.writeFile
 * look every path up again from the root, which is slower.
 */
export class ImageFS extends pglite.MemoryFS {
  constructor(private readonly tar: Uint8Array) {
    super();
  }

  override async initialSyncFs(): Promise<void> {
    const mod = this.pg!.Module;
    const fs = mod.FS as MemoryFileSystem;
    const root: string = mod.ENV.PGDATA;
    fs.mkdirTree(root);
    const directories = new Map<string, FsNode>([['', fs.lookupPath(root).node]]);
    for (const { path, data } of tarMembers(this.tar)) {
      const slash = path.lastIndexOf('/');
      const parent = directories.get(slash < 0 ? '' : path.slice(0, slash));
      if (parent === undefined) throw new Error(`the tarball holds ${path} before its directory`);
      const name = path.slice(slash + 1);
      if (data === undefined) {
        directories.set(path, parent.node_ops.mknod(parent, name, DIRECTORY, 0));
        continue;
      }
      const stream = fs.open(parent.node_ops.mknod(parent, name, REGULAR_FILE, 0), WRITE_ONLY);
      fs.write(stream, data, 0, data.length, 0, true);
      fs.close(stream);
    }
  }
}
