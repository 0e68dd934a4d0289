import type { MouseEvent } from 'react';
import Refresh from '@mui/icons-material/Refresh';
import { useLoading, useRefresh, useTranslate } from 'react-admin';
import { PlainTooltip } from '../../ui/tooltip/PlainTooltip';
import '../spinner.css';

/**
 * The top bar's Refresh button, which turns into a spinner while any request runs (what
 * react-admin's LoadingIndicator does, drawn with plain elements: its MUI IconButton and Tooltip
 * brought Popper.js to every first page). The button stays focusable while loading.
 */
export function RefreshButton() {
  const translate = useTranslate();
  const loading = useLoading();
  const refresh = useRefresh();
  const label = translate('ra.action.refresh');
  return (
    <div className="app-refresh">
      <PlainTooltip title={label} placement="bottom">
        <button
          type="button"
          className={loading ? 'app-icon-button app-refresh-button is-loading' : 'app-icon-button app-refresh-button'}
          aria-label={label}
          onClick={(e: MouseEvent) => {
            e.preventDefault();
            refresh();
          }}
        >
          <Refresh fontSize="inherit" />
        </button>
      </PlainTooltip>
      {loading ? <span className="app-spinner app-refresh-spinner" role="progressbar" aria-label={translate('app.shell.loading')} /> : null}
    </div>
  );
}
