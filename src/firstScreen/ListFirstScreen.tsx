import { useState, type CSSProperties } from 'react';
import { intlLocale } from '../domain/locales';
import { TOP_BAR_HEIGHT } from '../shell/shellDimensions';
import { SIDEBAR_WIDTH } from '../domain/constants';
import { AccountAvatar } from '../shell/appbar/AccountAvatar';
import { PlainSvgIcon } from '../ui/icons/PlainSvgIcon';
import type { AdminData } from '../providers/session';
import { holdFirstScreenClick, type FirstScreenClick } from '../shell/firstScreenHandoff';
import type { Translate } from '../publicPages/translateContext';
import type { UserColumnSpec } from '../resources/users/list/userColumnSpecs';
import type { FirstScreenPlan } from './firstScreenPlan';
import { FirstScreenCell } from './FirstScreenCell';
import '../shell/shell.css';
import '../shell/appbar/topBar.css';
import '../resources/common/cells.css';
import '../resources/common/filterTabs.css';
import '../resources/common/filterPlaceholder.css';
import '../resources/common/list/listTable.css';
import './firstScreen.css';

function headerLabel(resource: string, spec: UserColumnSpec, translate: Translate): string {
  return translate(spec.kind === 'person' ? spec.label : `resources.${resource}.fields.${spec.source}`);
}

const alignedRight = (spec: UserColumnSpec) => spec.kind === 'number';

interface ListFirstScreenProps {
  plan: FirstScreenPlan;
  rows: readonly Record<string, unknown>[];
  admin: AdminData;
  translate: Translate;
}

/**
 * A list screen as the admin app will draw it, from the same first page, before react-admin and
 * MUI have loaded: the shell's top bar and sidebar with its menu, the always-on
 * filters as their placeholders, the tabs, and the rows. Class names and sizes are the real
 * screen's (shell.css, topBar.css, cells.css, filterTabs.css, firstScreen.css), so when the admin
 * app takes over nothing moves. What a person does here is not lost (#39.11): the search box takes
 * typing, which the live one carries on, and a click on a row, tab or sort header is marked and made
 * on the live list (firstScreenHandoff.ts). The rest (menu, buttons, filters) is `inert` until then.
 */
export function ListFirstScreen({ plan, rows, admin, translate }: ListFirstScreenProps) {
  const { list, sidebarWidth } = plan;
  const intl = intlLocale(plan.locale);
  const title = translate('ra.page.list', { name: translate(`resources.${list.resource}.name`, { smart_count: 2 }) });
  const style = { '--app-top-bar': `${TOP_BAR_HEIGHT}px`, '--first-screen-sidebar': `${sidebarWidth}px` } as CSSProperties;
  const [held, setHeld] = useState<FirstScreenClick | null>(null);
  const hold = (click: FirstScreenClick) => () => {
    holdFirstScreenClick(click);
    setHeld(click);
  };
  const isHeld = (on: FirstScreenClick['on'], index: number) => held?.on === on && held.index === index;
  return (
    <div className="first-screen-frame" style={style} data-held={held ? '' : undefined}>
      <header className="app-topbar first-screen-chrome">
        <div className="app-topbar-row">
          <button type="button" className="app-icon-button app-icon-button--start" inert>
            <PlainSvgIcon name={sidebarWidth === SIDEBAR_WIDTH ? 'MenuOpen' : 'Menu'} fontSize="inherit" />
          </button>
          <div className="app-topbar-brand">
            <span className="app-brand">
              <img src="/favicon.svg" alt="" />
              <span>{translate('app.name')}</span>
            </span>
          </div>
          <div className="app-topbar-title">
            <span className="first-screen-title" data-first-screen-title>
              {title}
            </span>
          </div>
          <div className="app-topbar-search">
            <div className="app-search">
              <PlainSvgIcon name="Search" fontSize="small" />
              <input
                type="search"
                placeholder={translate('app.shell.search_placeholder')}
                aria-label={translate('app.shell.search_label')}
                data-first-screen-search
              />
            </div>
          </div>
          <div className="app-refresh" inert>
            <button type="button" className="app-icon-button">
              <PlainSvgIcon name="Refresh" fontSize="inherit" />
            </button>
          </div>
          <button type="button" className="app-icon-button app-icon-button--avatar" inert>
            <AccountAvatar admin={admin} />
          </button>
        </div>
      </header>
      {/* The menu is drawn into it in the next frame (FirstScreenMenu): the rows come first. */}
      {sidebarWidth > 0 ? (
        <div className="app-sidebar first-screen-chrome" style={{ width: sidebarWidth }} inert data-first-screen-menu />
      ) : null}
      <div className="first-screen-pane" data-first-screen-pane>
        <div className="first-screen-content">
          <div className="first-screen-actions" inert>
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
                <PlainSvgIcon name="FilterList" />
                <span className="first-screen-button-label">{translate('ra.action.add_filter')}</span>
              </span>
              <span className="first-screen-button">
                <PlainSvgIcon name="GetApp" />
                <span className="first-screen-button-label">{translate('ra.action.export')}</span>
              </span>
            </div>
          </div>
          <div className="first-screen-card">
            <div className="app-tabs" role="tablist">
              {list.tabs.map((tab, i) => (
                <button
                  key={tab.labelKey}
                  type="button"
                  className={isHeld('tab', i) ? 'app-tab is-held' : 'app-tab'}
                  role="tab"
                  aria-selected={i === 0}
                  onClick={hold({ on: 'tab', index: i })}
                >
                  {translate(tab.labelKey)}
                </button>
              ))}
            </div>
            <div className="app-list">
              <div className="app-list-scroll">
                <table className="app-list-table">
                  <thead>
                    <tr>
                      {list.columns.map((spec, i) => {
                        const sorted = spec.source === list.sort.field;
                        return (
                          <th key={spec.source} scope="col" className={alignedRight(spec) ? 'is-right' : undefined}>
                            <button
                              type="button"
                              className={['app-list-sort', sorted ? 'is-sorted' : '', isHeld('header', i) ? 'is-held' : '']
                                .filter(Boolean)
                                .join(' ')}
                              onClick={hold({ on: 'header', index: i })}
                            >
                              {headerLabel(list.resource, spec, translate)}
                              <PlainSvgIcon name="ArrowDownward" className={sorted && list.sort.order === 'ASC' ? 'is-asc' : undefined} />
                            </button>
                          </th>
                        );
                      })}
                    </tr>
                  </thead>
                  <tbody className="app-list-body">
                    {rows.map((row, i) => (
                      <tr
                        key={String(row.id)}
                        className={isHeld('row', i) ? 'app-list-row is-clickable is-held' : 'app-list-row is-clickable'}
                        onClick={hold({ on: 'row', index: i })}
                      >
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
    </div>
  );
}
