import type { CSSProperties } from 'react';
import { intlLocale } from '../domain/locales';
import { TOP_BAR_HEIGHT } from '../layout/shellDimensions';
import { SIDEBAR_WIDTH } from '../domain/constants';
import { PlainAvatar } from '../layout/PlainAvatar';
import type { AdminData } from '../providers/session';
import type { Translate } from '../public/translateContext';
import type { UserColumnSpec } from '../resources/users/list/userColumnSpecs';
import type { FirstScreenPlan } from './firstScreenPlan';
import { FirstScreenCell } from './FirstScreenCell';
import '../layout/shell.css';
import '../layout/appbar/topBar.css';
import '../resources/common/cells.css';
import '../resources/common/filterTabs.css';
import '../resources/common/filterPlaceholder.css';
import './firstScreen.css';

/**
 * Material's glyphs as the real screen draws them: the sidebar toggle (open, closed), search,
 * refresh, the list's "add filter" and "export" buttons, and the sorted column's arrow.
 */
const SIDEBAR_OPEN_ICON = 'M3 18h13v-2H3zm0-5h10v-2H3zm0-7v2h13V6zm18 9.59L17.42 12 21 8.41 19.59 7l-5 5 5 5z';
const SIDEBAR_CLOSED_ICON = 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z';
const SEARCH_ICON =
  'M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14';
const REFRESH_ICON =
  'M17.65 6.35C16.2 4.9 14.21 4 12 4c-4.42 0-7.99 3.58-7.99 8s3.57 8 7.99 8c3.73 0 6.84-2.55 7.73-6h-2.08c-.82 2.33-3.04 4-5.65 4-3.31 0-6-2.69-6-6s2.69-6 6-6c1.66 0 3.14.69 4.22 1.78L13 11h7V4z';
const FILTER_ICON = 'M10 18h4v-2h-4zM3 6v2h18V6zm3 7h12v-2H6z';
const EXPORT_ICON = 'M19 9h-4V3H9v6H5l7 7zM5 18v2h14v-2z';
const SORTED_ICON = 'M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z';

const Icon = ({ path, className }: { path: string; className: string }) => (
  <svg className={className} viewBox="0 0 24 24" aria-hidden focusable="false">
    <path d={path} />
  </svg>
);

function initials(admin: AdminData): string {
  return (`${admin.firstName.charAt(0)}${admin.lastName.charAt(0)}`.trim() || admin.email.charAt(0)).toUpperCase();
}

function headerLabel(resource: string, spec: UserColumnSpec, translate: Translate): string {
  return translate(spec.kind === 'person' ? spec.label : `resources.${resource}.fields.${spec.source}`);
}

const alignedRight = (spec: UserColumnSpec) => spec.kind === 'number';

interface ListFirstScreenProps {
  plan: FirstScreenPlan;
  rows: readonly Record<string, unknown>[];
  admin: AdminData;
  avatarUrl: string | undefined;
  translate: Translate;
}

/**
 * A list screen as the admin app will draw it, from the same first page, before react-admin and
 * MUI have loaded: the shell's top bar and sidebar with its menu, the always-on
 * filters as their placeholders, the tabs, and the rows. Class names and sizes are the real
 * screen's (shell.css, topBar.css, cells.css, filterTabs.css, firstScreen.css), so when the admin
 * app takes over nothing moves. Nothing here responds: it is `inert`, and gone within a second.
 */
export function ListFirstScreen({ plan, rows, admin, avatarUrl, translate }: ListFirstScreenProps) {
  const { list, sidebarWidth } = plan;
  const intl = intlLocale(plan.locale);
  const title = translate('ra.page.list', { name: translate(`resources.${list.resource}.name`, { smart_count: 2 }) });
  const style = { '--app-top-bar': `${TOP_BAR_HEIGHT}px`, '--first-screen-sidebar': `${sidebarWidth}px` } as CSSProperties;
  return (
    <div className="first-screen-frame" style={style}>
      <header className="app-topbar first-screen-chrome">
        <div className="app-topbar-row">
          <button type="button" className="app-icon-button app-icon-button--start">
            <Icon path={sidebarWidth === SIDEBAR_WIDTH ? SIDEBAR_OPEN_ICON : SIDEBAR_CLOSED_ICON} className="first-screen-icon" />
          </button>
          <div className="app-topbar-brand">
            <span className="app-brand">
              <img src="/favicon.svg" alt="" />
              <span>{translate('app.name')}</span>
            </span>
          </div>
          <div className="app-topbar-title">
            <span className="first-screen-title">{title}</span>
          </div>
          <div className="app-topbar-search">
            <div className="app-search">
              <Icon path={SEARCH_ICON} className="first-screen-icon first-screen-icon--small" />
              <input type="search" placeholder={translate('app.shell.search_placeholder')} tabIndex={-1} readOnly />
            </div>
          </div>
          <div className="app-refresh">
            <button type="button" className="app-icon-button">
              <Icon path={REFRESH_ICON} className="first-screen-icon" />
            </button>
          </div>
          <button type="button" className="app-icon-button app-icon-button--avatar">
            <PlainAvatar src={avatarUrl} fallback={initials(admin)} size={36} tone="primary" />
          </button>
        </div>
      </header>
      {/* The menu is drawn into it in the next frame (FirstScreenMenu): the rows come first. */}
      {sidebarWidth > 0 ? <div className="app-sidebar first-screen-chrome" style={{ width: sidebarWidth }} data-first-screen-menu /> : null}
      <div className="first-screen-pane" data-first-screen-pane>
        <div className="first-screen-content">
          <div className="first-screen-actions">
            <div className="first-screen-filters">
              {list.filters.map((source) => (
                <div key={source} className="first-screen-filter">
                  <div className="app-filter-placeholder">{translate(`resources.${list.resource}.fields.${source}`)}</div>
                  <div className="first-screen-filter-spacer">&nbsp;</div>
                </div>
              ))}
            </div>
            <div className="first-screen-toolbar">
              <span className="first-screen-button">
                <Icon path={FILTER_ICON} className="first-screen-button-icon" />
                <span className="first-screen-button-label">{translate('ra.action.add_filter')}</span>
              </span>
              <span className="first-screen-button">
                <Icon path={EXPORT_ICON} className="first-screen-button-icon" />
                <span className="first-screen-button-label">{translate('ra.action.export')}</span>
              </span>
            </div>
          </div>
          <div className="first-screen-card">
            <div className="app-tabs" role="tablist">
              {list.tabs.map((tab, i) => (
                <button key={tab.labelKey} type="button" className="app-tab" role="tab" aria-selected={i === 0}>
                  {translate(tab.labelKey)}
                </button>
              ))}
            </div>
            <div className="first-screen-table-wrapper">
              <table className="first-screen-table">
                <thead>
                  <tr>
                    {list.columns.map((spec) => (
                      <th key={spec.source} className={alignedRight(spec) ? 'is-right' : undefined}>
                        <span className="first-screen-sort">
                          <span>{headerLabel(list.resource, spec, translate)}</span>
                          {spec.source === list.sort.field ? <Icon path={SORTED_ICON} className={list.sort.order === 'ASC' ? 'first-screen-sort-icon is-asc' : 'first-screen-sort-icon'} /> : null}
                        </span>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={String(row.id)}>
                      {list.columns.map((spec) => (
                        <td key={spec.source} className={alignedRight(spec) ? 'is-right' : undefined}>
                          <FirstScreenCell spec={spec} row={row} translate={translate} intl={intl} />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
