import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import RestoreIcon from '@mui/icons-material/Restore';
import { IconButton, ListItem, ListItemText, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';

const KEYS = 'resources.lmfactory/corpuses.sentences';

/** One sentence (plain text) with its remove / restore toggle. */
export const SentenceItem = ({
  text,
  removed,
  onToggle,
  note,
}: {
  text: string;
  removed: boolean;
  onToggle: () => void;
  /** Shown under the sentence (e.g. "Added from calls"). */
  note?: string;
}) => {
  const translate = useTranslate();
  const action = translate(removed ? `${KEYS}.restore` : `${KEYS}.remove`);
  return (
    <ListItem
      divider
      secondaryAction={
        <Tooltip title={action}>
          <IconButton edge="end" aria-label={`${action}: ${text}`} onClick={onToggle}>
            {removed ? <RestoreIcon /> : <DeleteOutlineIcon />}
          </IconButton>
        </Tooltip>
      }
    >
      <ListItemText
        primary={text}
        secondary={removed ? translate(`${KEYS}.removed`) : note}
        sx={removed ? { textDecoration: 'line-through', color: 'text.disabled' } : undefined}
      />
    </ListItem>
  );
};
