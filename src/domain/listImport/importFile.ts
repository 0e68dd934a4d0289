import { IMPORT_MAX_BYTES } from '../constants';
import { IMPORT_EXTENSIONS, type ImportExtension } from './importLists';

/** Why a file cannot be imported at all; each is a catalogue key `app.administration.list_import.file_errors.<code>`. */
export type FileErrorCode = 'bad_type' | 'too_large' | 'empty' | 'malformed' | 'missing_columns' | 'no_rows' | 'too_many_rows';

export class ImportFileError extends Error {
  constructor(
    readonly code: FileErrorCode,
    message: string,
    readonly detail: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function extensionOf(fileName: string): ImportExtension | null {
  const ext = /\.([A-Za-z0-9]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  return ext && (IMPORT_EXTENSIONS as readonly string[]).includes(ext) ? (ext as ImportExtension) : null;
}

/**
 * The checks a file passes before anything is read or uploaded: the browser runs them when the
 * file is picked, the server again when an upload starts and when it is complete.
 */
export function checkImportFile(fileName: string, size: number): ImportFileError | null {
  if (!extensionOf(fileName)) return new ImportFileError('bad_type', 'Only CSV, XLS or XLSX files can be imported.');
  if (size > IMPORT_MAX_BYTES) return new ImportFileError('too_large', `The file is larger than ${IMPORT_MAX_BYTES / (1024 * 1024)} MB.`, { maxBytes: IMPORT_MAX_BYTES, mb: IMPORT_MAX_BYTES / (1024 * 1024) });
  if (size <= 0) return new ImportFileError('empty', 'The file is empty.');
  return null;
}
