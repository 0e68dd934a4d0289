import fs from 'node:fs';
import path from 'node:path';
import { UPLOAD_FILE_NAME } from '../../src/domain/uploads';
import { writeFileAtomicSync } from '../store/atomicFile';

/** A finished upload, as the quotas and the clean-up see it. */
export interface StoredFile {
  /** Who uploaded it; null for a file from before owners were kept (it counts in the total only). */
  adminId: number | null;
  size: number;
  /** When it was finished (ms). */
  at: number;
  /** Whether a record used it when last looked at (at the last sweep, or when its owner neared the quota). */
  referenced: boolean;
}

/**
 * Each finished file `<32 hex>.<ext>` has a sidecar `<32 hex>.<ext>.json` holding its owner and
 * time, so quotas and the grace period hold across restarts. A sidecar is written atomically
 * after its file is in place, and removed after it: a crash between leaves a file without an
 * owner (counted in the total, cleaned up like any other) or a sidecar without a file (dropped at
 * the next start). The sidecar's name is not a servable name (UPLOAD_FILE_NAME), so it is never sent.
 */
const SIDECAR = '.json';

export function writeOwner(dir: string, file: string, adminId: number, at: number): void {
  writeFileAtomicSync(path.join(dir, file + SIDECAR), JSON.stringify({ adminId, uploadedAt: new Date(at).toISOString() }));
}

export function removeStored(dir: string, file: string): void {
  fs.rmSync(path.join(dir, file), { force: true });
  fs.rmSync(path.join(dir, file + SIDECAR), { force: true });
}

/**
 * The finished files of the folder with their owners, read again wherever they are counted: every
 * API process of the data folder finishes and removes files (issue #35), so the folder, not a
 * process's memory, says which files there are. What is known of a file with an owner never
 * changes (a name is never reused): it is taken from `known` rather than read again, with what
 * was last looked up about its use. A file without a sidecar is read each time (its sidecar may
 * be on its way from another process).
 */
export function readStoredFiles(dir: string, known: ReadonlyMap<string, StoredFile> = new Map()): Map<string, StoredFile> {
  const files = new Map<string, StoredFile>();
  if (!fs.existsSync(dir)) return files;
  const names = new Set(fs.readdirSync(dir));
  for (const name of names) {
    if (name.endsWith(SIDECAR) && UPLOAD_FILE_NAME.test(name.slice(0, -SIDECAR.length)) && !names.has(name.slice(0, -SIDECAR.length))) {
      fs.rmSync(path.join(dir, name), { force: true });
    }
    if (!UPLOAD_FILE_NAME.test(name)) continue;
    const seen = known.get(name);
    if (seen && seen.adminId !== null) {
      files.set(name, seen);
      continue;
    }
    // Removed by another process since the listing: not there any more.
    const stat = fs.statSync(path.join(dir, name), { throwIfNoEntry: false });
    if (!stat) continue;
    const owner =
      names.has(name + SIDECAR) || fs.existsSync(path.join(dir, name + SIDECAR)) ? readOwner(path.join(dir, name + SIDECAR)) : null;
    files.set(name, {
      adminId: owner?.adminId ?? null,
      size: stat.size,
      at: owner?.at ?? stat.mtimeMs,
      referenced: seen?.referenced ?? false,
    });
  }
  return files;
}

function readOwner(file: string): { adminId: number; at: number } | null {
  try {
    const doc = JSON.parse(fs.readFileSync(file, 'utf8')) as { adminId?: unknown; uploadedAt?: unknown };
    const at = typeof doc.uploadedAt === 'string' ? Date.parse(doc.uploadedAt) : NaN;
    return typeof doc.adminId === 'number' && Number.isFinite(at) ? { adminId: doc.adminId, at } : null;
  } catch {
    // An unreadable sidecar (edited by hand, a disk error): the file counts as one without an owner.
    return null;
  }
}
