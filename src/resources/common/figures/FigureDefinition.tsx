import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { Box, IconButton } from '@mui/material';

const WIDTH = 280;
const MARGIN = 8;

/**
 * An info button whose tooltip holds a figure's definition: shown while the pointer is over it or
 * the button has the keyboard's focus, toggled by a click or a tap, hidden by Escape (WCAG 1.4.13).
 * Screen readers hear the definition as the button's description. Drawn here rather than with
 * MUI's Tooltip, whose positioning engine added 9 KB (gzipped) to the dashboard's first load; the
 * tooltip goes to the page's body, so no card clips it.
 */
export function FigureDefinition({ label, text }: { label: string; text: string }) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = !dismissed && (hovered || focused || pinned);
  const [at, setAt] = useState<{ top: number; left: number } | null>(null);

  useEffect(() => {
    if (!open || !button.current) return;
    const place = () => {
      const r = button.current!.getBoundingClientRect();
      setAt({ top: r.bottom + 4, left: Math.max(MARGIN, Math.min(r.left, window.innerWidth - WIDTH - MARGIN)) });
    };
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [open]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setDismissed(true);
      setPinned(false);
    }
  };
  const show = () => setDismissed(false);

  return (
    <>
      <IconButton
        ref={button}
        size="small"
        aria-label={label}
        aria-describedby={id}
        aria-expanded={open}
        onClick={() => {
          show();
          setPinned((p) => !p);
        }}
        onFocus={() => {
          show();
          setFocused(true);
        }}
        onBlur={() => {
          setFocused(false);
          setPinned(false);
        }}
        onMouseEnter={() => {
          show();
          setHovered(true);
        }}
        onMouseLeave={() => setHovered(false)}
        onKeyDown={onKeyDown}
        sx={{ p: 0.25 }}
      >
        <InfoOutlined fontSize="inherit" />
      </IconButton>
      {/* The description screen readers read, whether or not the tooltip is drawn. */}
      <span id={id} hidden>
        {text}
      </span>
      {open && at
        ? createPortal(
            <Box
              role="tooltip"
              onMouseEnter={() => setHovered(true)}
              onMouseLeave={() => setHovered(false)}
              sx={(theme) => ({
                position: 'fixed',
                top: at.top,
                left: at.left,
                width: WIDTH,
                maxWidth: `calc(100vw - ${2 * MARGIN}px)`,
                zIndex: theme.zIndex.tooltip,
                p: 1,
                borderRadius: 1,
                boxShadow: 4,
                bgcolor: theme.palette.mode === 'dark' ? 'grey.800' : 'grey.900',
                color: 'common.white',
                ...theme.typography.caption,
                lineHeight: 1.5,
              })}
            >
              {text}
            </Box>,
            document.body,
          )
        : null}
    </>
  );
}
