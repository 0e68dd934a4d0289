import fs from 'node:fs';
import path from 'node:path';

/** Writes a file so that readers see either the old or the new content, never a mix. */
export function writeFileAtomicSync(file: string, content: string | Buffer | Iterable<string>): void {
  const tmp = `${file}.tmp-${process.pid}-${Date.now()}`;
  const fd = fs.openSync(tmp, 'w');
  try {
    if (typeof content === 'string' || Buffer.isBuffer(content)) fs.writeFileSync(fd, content);
    else for (const piece of content) fs.writeSync(fd, piece);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, file);
  fsyncDir(path.dirname(file));
}

export function fsyncDir(dir: string): void {
  try {
    const fd = fs.openSync(dir, 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    // Some file systems refuse fsync on directories; the rename is still atomic there.
  }
}
