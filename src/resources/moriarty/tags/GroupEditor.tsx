import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import PostAddIcon from '@mui/icons-material/PostAdd';
import {
  Box,
  Button,
  IconButton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { useBuilder } from './BuilderContext';
import { ClueLeaf } from './ClueLeaf';
import { CluePicker } from './CluePicker';
import { OPERATORS, type GroupNode, type Operator } from './queryTree';
import type { ClueCatalogue } from './useClueCatalogue';

const KEYS = 'moriarty.builder';

const COLORS: Record<Operator, string> = {
  and: 'primary.main',
  or: 'success.main',
  not: 'error.main',
};

/** A new sub-group takes the other operator: an `or` inside an `and` is the common case. */
const subGroupOperator = (operator: Operator): Operator => (operator === 'and' ? 'or' : 'and');

/** A group of the tree: its operator (and / or / not, switchable), its items, and what can be
 * added to it (a clue of the language, a new clue, a sub-group); every sub-group can be removed. */
export const GroupEditor = ({
  group,
  catalogue,
  isRoot = false,
}: {
  group: GroupNode;
  catalogue: ClueCatalogue;
  isRoot?: boolean;
}) => {
  const translate = useTranslate();
  const { dispatch } = useBuilder();
  const operatorName = translate(`${KEYS}.operators.${group.operator}`);
  const groupLabel = translate(`${KEYS}.group`, { operator: operatorName });
  return (
    <Box
      role="group"
      aria-label={groupLabel}
      data-operator={group.operator}
      sx={{ borderLeft: 3, borderColor: COLORS[group.operator], pl: 1.5, py: 0.5, my: 0.5 }}
    >
      <Stack direction="row" alignItems="center" spacing={1} flexWrap="wrap" useFlexGap>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={group.operator}
          aria-label={translate(`${KEYS}.operator`)}
          onChange={(_, operator: Operator | null) =>
            operator && dispatch({ type: 'setOperator', key: group.key, operator })
          }
        >
          {OPERATORS.map((operator) => (
            <ToggleButton key={operator} value={operator} sx={{ px: 1.5, py: 0.25 }}>
              {translate(`${KEYS}.operators.${operator}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography variant="caption" color="text.secondary">
          {translate(`${KEYS}.hints.${group.operator}`)}
        </Typography>
        {!isRoot && (
          <Tooltip title={translate(`${KEYS}.removeGroup`)}>
            <IconButton
              size="small"
              aria-label={translate(`${KEYS}.removeGroup`)}
              onClick={() => dispatch({ type: 'remove', key: group.key })}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      {group.children.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {translate(`${KEYS}.empty`)}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {group.children.map((child) => (
            <li key={child.key}>
              {child.kind === 'clue' ? (
                <ClueLeaf node={child} catalogue={catalogue} />
              ) : (
                <GroupEditor group={child} catalogue={catalogue} />
              )}
            </li>
          ))}
        </Box>
      )}
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <CluePicker
          parent={group.key}
          catalogue={catalogue}
          exclude={group.children.flatMap((child) => (child.kind === 'clue' ? [child.clueId] : []))}
        />
        <Button
          size="small"
          startIcon={<PostAddIcon />}
          onClick={() => dispatch({ type: 'newClue', parent: group.key })}
        >
          {translate(`${KEYS}.newClue`)}
        </Button>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() =>
            dispatch({
              type: 'addGroup',
              parent: group.key,
              operator: subGroupOperator(group.operator),
            })
          }
        >
          {translate(`${KEYS}.addGroup`)}
        </Button>
      </Stack>
    </Box>
  );
};
