import {
  cloneElement,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import { createPortal } from 'react-dom';
import { TOOLTIP_ENTER_DELAY_MS } from '../../domain/constants';
import './plainTooltip.css';

type Placement = 'right' | 'bottom';

/** Gap between the element and its tooltip, as MUI's Tooltip leaves it. */
const GAP_PX = 8;

/** The events a tooltip's element must accept (and keeps receiving: they are chained). */
export interface TooltipTargetProps {
  onPointerEnter?: (e: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (e: PointerEvent<HTMLElement>) => void;
  onFocus?: (e: FocusEvent<HTMLElement>) => void;
  onBlur?: (e: FocusEvent<HTMLElement>) => void;
  onKeyDown?: (e: KeyboardEvent<HTMLElement>) => void;
}

function anchorPoint(el: HTMLElement, placement: Placement): { left: number; top: number } {
  const r = el.getBoundingClientRect();
  return placement === 'right'
    ? { left: r.right + GAP_PX, top: r.top + r.height / 2 }
    : { left: r.left + r.width / 2, top: r.bottom + GAP_PX };
}

/**
 * A text tooltip for the shell's icon controls, shown after the usual delay on pointer or keyboard
 * focus and hidden on leave, blur, Escape or scroll. MUI's Tooltip brings Popper.js and its
 * transitions to every first page; the shell's tooltips only ever sit beside or below their
 * element, which fixed positioning does. The child keeps its own accessible name; the tooltip is
 * what a sighted pointer user reads.
 */
export function PlainTooltip({
  title,
  placement,
  children,
}: {
  title: string;
  placement: Placement;
  children: ReactElement<TooltipTargetProps>;
}) {
  const [point, setPoint] = useState<{ left: number; top: number } | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const own = children.props;

  const cancel = () => window.clearTimeout(timer.current);
  const showLater = (el: HTMLElement) => {
    cancel();
    timer.current = window.setTimeout(() => setPoint(anchorPoint(el, placement)), TOOLTIP_ENTER_DELAY_MS);
  };
  const hide = () => {
    cancel();
    setPoint(null);
  };

  useEffect(() => cancel, []);
  useEffect(() => {
    if (!point) return undefined;
    const onScroll = () => setPoint(null);
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => window.removeEventListener('scroll', onScroll, { capture: true });
  }, [point]);

  const handlers: TooltipTargetProps = {
    onPointerEnter: (e) => {
      own.onPointerEnter?.(e);
      // A tap is not a hover: on touch screens the tooltip would stay until the next tap elsewhere.
      if (e.pointerType !== 'touch') showLater(e.currentTarget);
    },
    onPointerLeave: (e) => {
      own.onPointerLeave?.(e);
      hide();
    },
    onFocus: (e) => {
      own.onFocus?.(e);
      // As MUI does: keyboard focus shows it, a click's focus does not.
      if (e.currentTarget.matches(':focus-visible')) showLater(e.currentTarget);
    },
    onBlur: (e) => {
      own.onBlur?.(e);
      hide();
    },
    onKeyDown: (e) => {
      own.onKeyDown?.(e);
      if (e.key === 'Escape') hide();
    },
  };

  return (
    <>
      {cloneElement(children, handlers)}
      {point
        ? createPortal(
            <div role="tooltip" className={`app-tooltip app-tooltip--${placement}`} style={point}>
              {title}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
