import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import UndoIcon from '@mui/icons-material/Undo';
import { IconButton, ListItem, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import type { KeyboardEvent } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { chartTitle, type Chart } from '../chartRecord';

const KEYS = 'resources.scribr/analytics';
const DRAG_TYPE = 'application/x-chart-index';

export interface ChartEditorRowProps {
  chart: Chart;
  index: number;
  count: number;
  /** The dashboard's query, kept on the way to the form. */
  search: string;
  onMove: (from: number, to: number) => void;
  marked: boolean;
  onToggleMark: () => void;
}

/** One chart in the editor: drag it, move it with Alt+↑/↓ or its buttons, edit or mark it. */
export const ChartEditorRow = (props: ChartEditorRowProps) => {
  const { chart, index, count, search, onMove, marked, onToggleMark } = props;
  const translate = useTranslate();
  const title = chartTitle(chart, useLocale());
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey || event.target !== event.currentTarget) return;
    if (event.key === 'ArrowUp') onMove(index, index - 1);
    else if (event.key === 'ArrowDown') onMove(index, index + 1);
    else return;
    event.preventDefault();
  };
  const action = (label: string, icon: React.ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip title={translate(label)}>
      <span>
        <IconButton aria-label={translate(label)} onClick={onClick} disabled={disabled}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  const details = [
    translate(`${KEYS}.types.${chart.type}`),
    translate(`${KEYS}.metrics.${chart.metric}`),
    chart.dimension && translate(`${KEYS}.dimensions.${chart.dimension}`),
    translate(`${KEYS}.widths.${chart.width}`, { _: `${chart.width}/12` }),
  ].filter(Boolean);
  return (
    <ListItem
      divider
      tabIndex={0}
      draggable
      data-chart-id={chart.id}
      aria-label={title}
      onKeyDown={onKeyDown}
      onDragStart={(event) => event.dataTransfer.setData(DRAG_TYPE, String(index))}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        const from = Number(event.dataTransfer.getData(DRAG_TYPE));
        if (Number.isInteger(from)) onMove(from, index);
      }}
      sx={{ opacity: marked ? 0.55 : 1, cursor: 'grab' }}
      secondaryAction={
        <>
          {action(
            `${KEYS}.editor.up`,
            <ArrowUpwardIcon />,
            () => onMove(index, index - 1),
            index === 0,
          )}
          {action(
            `${KEYS}.editor.down`,
            <ArrowDownwardIcon />,
            () => onMove(index, index + 1),
            index === count - 1,
          )}
          <Tooltip title={translate(`${KEYS}.editor.edit`)}>
            <IconButton
              component={Link}
              to={`${encodeURIComponent(chart.id)}${search}`}
              aria-label={translate(`${KEYS}.editor.edit`)}
            >
              <EditIcon />
            </IconButton>
          </Tooltip>
          {marked
            ? action(`${KEYS}.editor.unmark`, <UndoIcon />, onToggleMark)
            : action(`${KEYS}.editor.mark`, <DeleteOutlineIcon />, onToggleMark)}
        </>
      }
    >
      <ListItemIcon>
        <DragIndicatorIcon />
      </ListItemIcon>
      <ListItemText
        primary={title}
        secondary={marked ? translate(`${KEYS}.editor.markedForDeletion`) : details.join(' · ')}
        slotProps={{ primary: { sx: { textDecoration: marked ? 'line-through' : 'none' } } }}
        sx={{ pr: 24 }}
      />
    </ListItem>
  );
};
