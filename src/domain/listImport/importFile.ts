import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_CELLS,
  IMPORT_MAX_PARTS,
  IMPORT_MAX_PART_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_MAX_UNZIPPED_BYTES,
} from '../constants';

/**
 * The file types an import accepts (specification section 5). Kept here, away from the lists and
 * their schemas, so the server's parsing thread starts without loading zod.
 */
export const IMPORT_EXTENSIONS = ['csv', 'xls', 'xlsx'] as const;
export type ImportExtension = (typeof IMPORT_EXTENSIONS)[number];

/** Why a file cannot be imported at all; each is a catalogue key `app.administration.list_import.file_errors.<code>`. */
export type FileErrorCode =
  | 'bad_type'
  | 'too_large'
  | 'empty'
  | 'malformed'
  | 'missing_columns'
  | 'no_rows'
  | 'too_many_rows'
  | 'too_many_cells'
  | 'unzipped_too_large'
  | 'part_too_large'
  | 'too_many_parts'
  | 'too_slow'
  | 'too_much_memory';

export class ImportFileError extends Error {
  constructor(
    readonly code: FileErrorCode,
    message: string,
    readonly detail: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** A file that is not what its name promises, or that its reader cannot make sense of. */
export function malformedFile(reason: string): ImportFileError {
  return new ImportFileError('malformed', `The file could not be read: ${reason}.`, { reason });
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
  if (size > IMPORT_MAX_BYTES)
    return new ImportFileError('too_large', `The file is larger than ${IMPORT_MAX_BYTES / (1024 * 1024)} MB.`, {
      maxBytes: IMPORT_MAX_BYTES,
      mb: IMPORT_MAX_BYTES / (1024 * 1024),
    });
  if (size <= 0) return new ImportFileError('empty', 'The file is empty.');
  return null;
}

const mb = (bytes: number) => bytes / (1024 * 1024);

/** The refusals of a file that passes a limit while it is read; each names the limit in `detail`. */
export const limitError = {
  rows: () => new ImportFileError('too_many_rows', `The file has more than ${IMPORT_MAX_ROWS} rows.`, { maxRows: IMPORT_MAX_ROWS }),
  cells: () =>
    new ImportFileError('too_many_cells', `The file has more than ${IMPORT_MAX_CELLS} cells (rows × columns).`, {
      maxCells: IMPORT_MAX_CELLS,
    }),
  unzipped: () =>
    new ImportFileError('unzipped_too_large', `The file expands to more than ${mb(IMPORT_MAX_UNZIPPED_BYTES)} MB once unzipped.`, {
      maxBytes: IMPORT_MAX_UNZIPPED_BYTES,
      mb: mb(IMPORT_MAX_UNZIPPED_BYTES),
    }),
  part: (part: string) =>
    new ImportFileError(
      'part_too_large',
      `The part ${part} of the file expands to more than ${mb(IMPORT_MAX_PART_BYTES)} MB once unzipped.`,
      {
        part,
        maxBytes: IMPORT_MAX_PART_BYTES,
        mb: mb(IMPORT_MAX_PART_BYTES),
      },
    ),
  parts: () =>
    new ImportFileError('too_many_parts', `The file is a zip archive of more than ${IMPORT_MAX_PARTS} parts.`, {
      maxParts: IMPORT_MAX_PARTS,
    }),
};
