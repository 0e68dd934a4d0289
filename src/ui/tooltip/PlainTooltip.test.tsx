// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TOOLTIP_ENTER_DELAY_MS } from '../../domain/constants';
import { PlainTooltip } from './PlainTooltip';

describe('PlainTooltip', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  const button = () => screen.getByRole('button', { name: 'Orders' });
  const after = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('shows the title beside its element after the delay, and hides it on leave', () => {
    const entered = vi.fn();
    render(
      <PlainTooltip title="Orders" placement="right">
        <button type="button" aria-label="Orders" onPointerEnter={entered} />
      </PlainTooltip>,
    );
    fireEvent.pointerEnter(button());
    expect(entered).toHaveBeenCalledOnce();
    after(TOOLTIP_ENTER_DELAY_MS - 1);
    expect(screen.queryByRole('tooltip')).toBeNull();
    after(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Orders');
    expect(screen.getByRole('tooltip')).toHaveClass('app-tooltip--right');
    fireEvent.pointerLeave(button());
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('does not take a tap for a hover', () => {
    render(
      <PlainTooltip title="Orders" placement="right">
        <button type="button" aria-label="Orders" />
      </PlainTooltip>,
    );
    // jsdom has no PointerEvent: a pointerover with the touch pointer type, as a finger's tap sends it.
    const tap = new MouseEvent('pointerover', { bubbles: true });
    Object.defineProperty(tap, 'pointerType', { value: 'touch' });
    fireEvent(button(), tap);
    after(TOOLTIP_ENTER_DELAY_MS);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('never shows when the pointer leaves before the delay', () => {
    render(
      <PlainTooltip title="Orders" placement="right">
        <button type="button" aria-label="Orders" />
      </PlainTooltip>,
    );
    fireEvent.pointerEnter(button());
    after(TOOLTIP_ENTER_DELAY_MS / 2);
    fireEvent.pointerLeave(button());
    after(TOOLTIP_ENTER_DELAY_MS);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('is dismissed with Escape and on scroll, keeping the element’s own key handler', () => {
    const keyed = vi.fn();
    render(
      <PlainTooltip title="Refresh" placement="bottom">
        <button type="button" aria-label="Orders" onKeyDown={keyed} />
      </PlainTooltip>,
    );
    fireEvent.pointerEnter(button());
    after(TOOLTIP_ENTER_DELAY_MS);
    fireEvent.keyDown(button(), { key: 'Escape' });
    expect(keyed).toHaveBeenCalledOnce();
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.pointerEnter(button());
    after(TOOLTIP_ENTER_DELAY_MS);
    expect(screen.getByRole('tooltip')).toHaveClass('app-tooltip--bottom');
    fireEvent.scroll(window);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
