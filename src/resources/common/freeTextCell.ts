import './freeTextCell.css';

/** A list column's `cellClassName` for free text (freeTextCell.css): wrapped, at most three lines. */
export const FREE_TEXT_CELL = 'app-free-text-cell';
