import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { PlainSvgIcon } from '../../../ui/icons/PlainSvgIcon';

/** Above a list with rows selected: how many, their commands, and a button that clears the selection. */
export function ListSelectionBar({ count, onClear, children }: { count: number; onClear: () => void; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <div className="app-list-selection" role="region" aria-label={translate('ra.action.bulk_actions', { smart_count: count })}>
      <button type="button" className="app-list-unselect" aria-label={translate('ra.action.unselect')} onClick={onClear}>
        <PlainSvgIcon name="Close" fontSize="small" />
      </button>
      <span className="app-list-selection-count">{translate('ra.action.bulk_actions', { smart_count: count })}</span>
      <div className="app-list-selection-actions">{children}</div>
    </div>
  );
}
