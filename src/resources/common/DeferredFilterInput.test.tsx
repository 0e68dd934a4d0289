// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { act, screen } from '@testing-library/react';
import { ListContextProvider, ResourceContextProvider, type ListControllerResult } from 'react-admin';
import { renderWithAdmin } from '../../test/renderWithAdmin';

// The "drawn once" flag is per module: each test starts from a fresh module.
async function load() {
  vi.resetModules();
  return import('./DeferredFilterInput');
}

const Input = (props: { source: string; label?: string; resource?: string; alwaysOn?: boolean }) => (
  <input aria-label={`input ${props.source}`} data-resource={props.resource} />
);

/** Every placeholder text that reached the page, even for one commit (render runs inside act, which also flushes the transition). */
function watchPlaceholders(): { texts: string[]; stop: () => void } {
  const texts: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const r of records)
      for (const n of r.addedNodes)
        if (n instanceof HTMLElement)
          for (const p of [n, ...n.querySelectorAll('*')])
            if (p.classList.contains('app-filter-placeholder')) texts.push(p.textContent ?? '');
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return { texts, stop: () => observer.disconnect() };
}

async function settle(): Promise<void> {
  // MutationObserver records are delivered in a microtask.
  await Promise.resolve();
}

function renderFilters(filters: ReactElement[], filterValues: Record<string, unknown> = {}, isPending = false) {
  const tree = (pending: boolean) => (
    <ResourceContextProvider value="users">
      <ListContextProvider value={{ filterValues, resource: 'users', isPending: pending } as unknown as ListControllerResult}>
        {filters}
      </ListContextProvider>
    </ResourceContextProvider>
  );
  const view = renderWithAdmin(tree(isPending));
  return { ...view, rowsArrived: () => view.rerender(tree(false)) };
}

describe('deferAlwaysOnFilters', () => {
  beforeEach(() => vi.resetModules());

  it('wraps the always-on inputs only, keeping the props react-admin reads', async () => {
    const { deferAlwaysOnFilters, DeferredFilterInput } = await load();
    const [always, added] = deferAlwaysOnFilters([
      <Input key="a" source="country" alwaysOn label="Country" />,
      <Input key="b" source="city" />,
    ] as ReactElement[]) as ReactElement<Record<string, unknown>>[];
    expect(always.type).toBe(DeferredFilterInput);
    expect(always.props).toMatchObject({ source: 'country', alwaysOn: true, label: 'Country', input: Input });
    expect(added.type).toBe(Input);
  });

  it('shows a placeholder with the label, then the input, which every later list draws at once', async () => {
    const { deferAlwaysOnFilters } = await load();
    const filters = deferAlwaysOnFilters([<Input key="a" source="verificationStatus" resource="users" alwaysOn />]) as ReactElement[];
    const watch = watchPlaceholders();
    const first = renderFilters(filters);
    expect(await screen.findByLabelText('input verificationStatus')).toHaveAttribute('data-resource', 'users');
    await settle();
    // The label a real input would show, from the catalogue; then the input took its place.
    expect(watch.texts).toEqual(['Verification status']);
    expect(first.container.querySelector('.app-filter-placeholder')).toBeNull();
    first.unmount();

    renderFilters(filters);
    expect(await screen.findByLabelText('input verificationStatus')).toBeInTheDocument();
    await settle();
    watch.stop();
    expect(watch.texts).toEqual(['Verification status']);
  });

  it('draws a filter that holds a value at once, so its value never blinks', async () => {
    const { deferAlwaysOnFilters } = await load();
    const filters = deferAlwaysOnFilters([
      <Input key="a" source="country" alwaysOn />,
      <Input key="b" source="category" alwaysOn />,
    ]) as ReactElement[];
    const watch = watchPlaceholders();
    renderFilters(filters, { country: 'IN' });
    expect(await screen.findByLabelText('input category')).toBeInTheDocument();
    await settle();
    watch.stop();
    expect(screen.getByLabelText('input country')).toBeInTheDocument();
    expect(watch.texts).toEqual(['Category']);
  });

  it('waits for the rows: the inputs replace their placeholders once the first page has arrived', async () => {
    const { deferAlwaysOnFilters } = await load();
    const filters = deferAlwaysOnFilters([<Input key="a" source="country" alwaysOn />]) as ReactElement[];
    const view = renderFilters(filters, {}, true);
    await act(async () => {});
    expect(screen.queryByLabelText('input country')).toBeNull();
    expect(view.container.querySelector('.app-filter-placeholder')).toHaveTextContent('Country');
    view.rowsArrived();
    expect(await screen.findByLabelText('input country')).toBeInTheDocument();
    expect(view.container.querySelector('.app-filter-placeholder')).toBeNull();
  });

  it('draws the inputs anyway when the rows do not come', async () => {
    vi.useFakeTimers();
    try {
      const { deferAlwaysOnFilters, FILTERS_WAIT_FOR_ROWS_MS } = await load();
      const filters = deferAlwaysOnFilters([<Input key="a" source="country" alwaysOn />]) as ReactElement[];
      renderFilters(filters, {}, true);
      await act(async () => vi.advanceTimersByTime(FILTERS_WAIT_FOR_ROWS_MS - 1));
      expect(screen.queryByLabelText('input country')).toBeNull();
      await act(async () => vi.advanceTimersByTime(1));
      expect(screen.getByLabelText('input country')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
