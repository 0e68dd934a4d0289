import { enumKey } from './enumChoices';
import { statusTone } from './statusTones';
import './cells.css';

/**
 * An enum value as a coloured chip with its catalogue text (cells.css, drawn like MUI's small
 * filled Chip). Plain, so StatusChip and the first screen draw the same one.
 */
export function StatusChipLabel({ group, value, translate }: { group: string; value: string; translate: (key: string) => string }) {
  return <span className={`app-chip app-chip--${statusTone(group, value)}`}>{translate(enumKey(group, value))}</span>;
}
