import BookmarkIcon from '@mui/icons-material/Bookmark';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  ListItemText,
  Menu,
  MenuItem,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import {
  extractValidSavedQueries,
  useListContext,
  useSavedQueries,
  useTranslate,
  type SavedQuery,
} from 'react-admin';

/**
 * The react-admin store key of the saved views: outside `scribr/`, whose UI state is reset on
 * entering the section — saved views are the user's, they stay.
 */
const STORE_RESOURCE = 'savedViews/scribr/call-list';
const KEYS = 'resources.scribr/call-list.savedViews';

/**
 * Saved views (react-admin's saved queries, per user): name the current filters, sort and page
 * size, reopen them from the menu, delete them.
 */
export const SavedViews = () => {
  const translate = useTranslate();
  const { filterValues, sort, perPage, setFilters, setSort, setPerPage } = useListContext();
  const [stored, setStored] = useSavedQueries(STORE_RESOURCE);
  const views = extractValidSavedQueries(stored);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const current = { filter: filterValues, sort, perPage, displayedFilters: [] };
  const apply = (view: SavedQuery) => {
    setMenu(null);
    if (view.value.sort) setSort(view.value.sort);
    if (view.value.perPage) setPerPage(view.value.perPage);
    setFilters(view.value.filter ?? {}, {});
  };
  const save = () => {
    const label = name.trim();
    if (!label) return;
    setStored([...views.filter((view) => view.label !== label), { label, value: current }]);
    setNaming(false);
    setName('');
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<BookmarkIcon />}
        onClick={(event) => setMenu(event.currentTarget)}
        aria-haspopup="menu"
      >
        {translate(`${KEYS}.title`)}
      </Button>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        {views.length === 0 && <MenuItem disabled>{translate(`${KEYS}.none`)}</MenuItem>}
        {views.map((view) => (
          <MenuItem
            key={view.label}
            selected={JSON.stringify(view.value) === JSON.stringify(current)}
            onClick={() => apply(view)}
          >
            <ListItemText>{view.label}</ListItemText>
            <IconButton
              size="small"
              edge="end"
              aria-label={translate(`${KEYS}.delete`, { name: view.label })}
              onClick={(event) => {
                event.stopPropagation();
                setStored(views.filter((other) => other.label !== view.label));
              }}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            setMenu(null);
            setNaming(true);
          }}
        >
          {translate(`${KEYS}.save`)}
        </MenuItem>
      </Menu>
      <Dialog open={naming} onClose={() => setNaming(false)}>
        <DialogTitle>{translate(`${KEYS}.save`)}</DialogTitle>
        <DialogContent>
          <TextField
            fullWidth
            margin="dense"
            label={translate(`${KEYS}.name`)}
            value={name}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') save();
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setNaming(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={save} disabled={!name.trim()}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
