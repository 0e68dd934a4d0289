/**
 * Business constants and limits of the specification (section 9), plus the few
 * numbers the specification leaves open, each with the reason it was chosen.
 */

/** The top-bar search writes `?search=` this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

export const SIDEBAR_WIDTH = 270;
/** The specification says "about 90-94 px"; 90 keeps icons centred on an 8 px grid. */
export const SIDEBAR_COLLAPSED_WIDTH = 90;
export const TOOLTIP_ENTER_DELAY_MS = 200;

export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 58;

export const MODAL_MAX_WIDTH = 500;
export const OTP_MODAL_MAX_WIDTH = 400;

export const TOAST_AUTO_CLOSE_MS = 5000;

/** Platform commission in percent when the user has no custom rate. */
export const DEFAULT_COMMISSION_RATE = 20;

/** List imports (CSV, XLS, XLSX) are refused above this size. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/**
 * A file larger than IMPORT_MAX_BYTES is refused anyway; this caps a file of tiny rows so the
 * preview stays responsive and one import stays one reasonable journal write.
 */
export const IMPORT_MAX_ROWS = 20_000;
/**
 * Cells a file's table may hold (rows × columns of a sheet, every cell of a CSV): room for the
 * row limit and a header at twelve columns. The lists have two; a wider file is mostly columns
 * the import ignores, and a sheet whose range reaches column XFD would otherwise be read as
 * 16 384 cells a row.
 */
export const IMPORT_MAX_CELLS = 250_000;
/**
 * An XLSX is a zip archive: refused when its parts together expand beyond this. A spreadsheet
 * of plain text compresses five to ten times, so a full 5 MB file stays under it; a zip bomb
 * (megabytes of repeated bytes squeezed into a few kilobytes) does not.
 */
export const IMPORT_MAX_UNZIPPED_BYTES = 50 * 1024 * 1024;
/** One part of an XLSX (a sheet's XML, the shared strings) is read as one string: it stays below this. */
export const IMPORT_MAX_PART_BYTES = 30 * 1024 * 1024;
/** A workbook of one sheet has about ten parts; thousands only make the reader list them. */
export const IMPORT_MAX_PARTS = 500;
/** Edit Photo refuses larger images; the specification names no bound, 2 MB keeps avatars light. */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/** The Help Center promises a reply from the support team within this many hours. */
export const SUPPORT_REPLY_HOURS = 24;

/** A strike stops counting this many days after it was issued (expiresAt = issuedAt + 90 days). */
export const STRIKE_LIFETIME_DAYS = 90;
/** This many active strikes suspend the account. */
export const STRIKES_TO_SUSPEND = 3;

/** Data requests must be fulfilled within this legal deadline (legalDeadline = requestedOn + 30 days). */
export const DATA_REQUEST_DEADLINE_DAYS = 30;

/**
 * A verification request's "time remaining" counts down to requestedOn + this many hours.
 * The specification shows a countdown without a figure; three days covers a weekend.
 */
export const VERIFICATION_REVIEW_HOURS = 72;

/** The API never returns more records than this in one page (`_end - _start`). */
export const MAX_PAGE_SIZE = 1000;
