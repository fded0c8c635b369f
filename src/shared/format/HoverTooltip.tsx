import { Tooltip } from '@mui/material';
import { cloneElement, useEffect, useRef, useState, type ReactElement } from 'react';
import { useEvent } from 'react-admin';

/** Spec §9: tooltips open after 300 ms. */
export const TOOLTIP_DELAY_MS = 300;

interface HoverTooltipProps {
  title: string;
  /** The element pointed at: it must accept mouse event handlers (a DOM element or MUI's). */
  children: ReactElement<{
    onMouseOver?: () => void;
    onMouseLeave?: () => void;
  }>;
}

/**
 * A tooltip opened by pointing at its element for 300 ms (spec §9), as MUI's Tooltip, which is
 * only rendered once the pointer first comes over the element: a table of calls has a status
 * icon with a tooltip on every row, and MUI's Tooltip (its hooks, ids and listeners) was a tenth
 * of rendering those rows (issue 16: in-app navigation to the call list). Until then the element
 * is drawn alone; the first pointing opens the tooltip after the delay, as later ones do.
 */
export const HoverTooltip = ({ title, children }: HoverTooltipProps) => {
  const [armed, setArmed] = useState(false);
  const [open, setOpen] = useState(false);
  const firstTimer = useRef<number | undefined>(undefined);
  const startFirst = useEvent(() => {
    setArmed(true);
    firstTimer.current = window.setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
  });
  const cancelFirst = useEvent(() => window.clearTimeout(firstTimer.current));
  useEffect(() => cancelFirst, [cancelFirst]);
  if (!armed) return cloneElement(children, { onMouseOver: startFirst });
  return (
    <Tooltip
      title={title}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => {
        cancelFirst();
        setOpen(false);
      }}
      enterDelay={TOOLTIP_DELAY_MS}
      enterNextDelay={TOOLTIP_DELAY_MS}
    >
      {/* The pointer leaving before the first delay ends: the tooltip, not yet open, is not closed. */}
      {cloneElement(children, { onMouseLeave: cancelFirst })}
    </Tooltip>
  );
};
