import type { Theme } from '@mui/material/styles';

/** The class of a plain row (PlainRow), styled as MUI's TableRow by the body. */
export const PLAIN_ROW = 'VirtualTableBody-row';
/** The class of a plain cell, styled as MUI's body TableCell by the body. */
export const PLAIN_CELL = 'VirtualTableBody-cell';

/** MUI's classes on a plain cell: theme and page selectors that name them still apply. */
export const MUI_CELL = 'MuiTableCell-root MuiTableCell-body';

export type CellSize = 'small' | 'medium';

/**
 * MUI's TableRow and body TableCell styles (@mui/material 7: TableRow.js, TableCell.js), written
 * once for the whole body instead of once per cell: every MUI cell is a styled component whose
 * styles (theme, variants, `sx`) are worked out again each time a row enters the view, which was
 * most of a scrolled frame's time in `BENCH=listScroll npm run bench`.
 */
export const plainRowStyles = (theme: Theme, size: CellSize) => {
  const palette = (theme.vars ?? theme).palette;
  const divider = theme.alpha(theme.palette.divider, 1);
  const border = theme.vars
    ? theme.vars.palette.TableCell.border
    : theme.palette.mode === 'light'
      ? theme.lighten(divider, 0.88)
      : theme.darken(divider, 0.68);
  return {
    [`& > .${PLAIN_ROW}`]: {
      color: 'inherit',
      display: 'table-row',
      verticalAlign: 'middle',
      outline: 0,
      '&.MuiTableRow-hover:hover': { backgroundColor: palette.action.hover },
      '&.Mui-selected': {
        backgroundColor: theme.alpha(palette.primary.main, palette.action.selectedOpacity),
        '&:hover': {
          backgroundColor: theme.alpha(
            palette.primary.main,
            `${palette.action.selectedOpacity} + ${palette.action.hoverOpacity}`,
          ),
        },
      },
    },
    [`& > tr > .${PLAIN_CELL}`]: {
      ...theme.typography.body2,
      display: 'table-cell',
      verticalAlign: 'inherit',
      borderBottom: `1px solid ${border}`,
      textAlign: 'left',
      padding: size === 'small' ? '6px 16px' : '16px',
      color: palette.text.primary,
      '&.MuiTableCell-alignLeft': { textAlign: 'left' },
      '&.MuiTableCell-alignCenter': { textAlign: 'center' },
      '&.MuiTableCell-alignRight': { textAlign: 'right', flexDirection: 'row-reverse' },
      '&.MuiTableCell-alignJustify': { textAlign: 'justify' },
    },
  } as const;
};
