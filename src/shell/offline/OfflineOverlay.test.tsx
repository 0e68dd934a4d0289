// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { NETWORK_ERROR_EVENT } from '../../providers/data/httpClient';
import { OfflineOverlay } from './OfflineOverlay';

/** The element under <body> that holds `el`: what the overlay makes inert. */
function pageOf(el: HTMLElement): HTMLElement {
  let page = el;
  while (page.parentElement && page.parentElement !== document.body) page = page.parentElement;
  return page;
}

const heading = () => screen.queryByRole('heading', { name: 'No Internet Connection' });

function renderWithForm() {
  renderWithAdmin(
    <>
      <label>
        Note
        <input defaultValue="" />
      </label>
      <OfflineOverlay />
    </>,
  );
  fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'unsaved text' } });
}

describe('OfflineOverlay', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('covers the app while offline and leaves the page underneath as it was', () => {
    renderWithForm();
    const dialog = document.body.appendChild(document.createElement('div'));
    expect(heading()).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(heading()).toBeInTheDocument();
    expect(screen.getByText('Please check your network and try again.')).toBeInTheDocument();
    // The page underneath is inert, and so is a dialog portalled beside it; the cover has the focus.
    expect(pageOf(screen.getByLabelText('Note')).inert).toBe(true);
    expect(dialog.inert).toBe(true);
    expect(document.activeElement).toBe(screen.getByTestId('offline-overlay'));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(heading()).not.toBeInTheDocument();
    expect(screen.getByLabelText('Note')).toHaveValue('unsaved text');
    expect(pageOf(screen.getByLabelText('Note')).inert).toBe(false);
    expect(dialog.inert).toBe(false);
  });

  it('shows after a network error the health check confirms, and lifts when a retry succeeds', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    renderWithForm();
    act(() => {
      window.dispatchEvent(new Event(NETWORK_ERROR_EVENT));
    });
    await waitFor(() => expect(heading()).toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/\/health$/), expect.anything());

    fetchMock.mockResolvedValue(new Response('{"ok":true}', { status: 200 }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(heading()).not.toBeInTheDocument());
    expect(screen.getByLabelText('Note')).toHaveValue('unsaved text');
  });

  it('stays hidden when the health check answers after a one-off network error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{"ok":true}', { status: 200 })));
    renderWithForm();
    act(() => {
      window.dispatchEvent(new Event(NETWORK_ERROR_EVENT));
    });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(heading()).not.toBeInTheDocument();
  });
});
