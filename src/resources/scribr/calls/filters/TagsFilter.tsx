import { Autocomplete, Chip, TextField, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useTagDirectory, type TagEntry } from '../../../../shared/calls/useCallDirectory';
import type { UrlFilterInputProps } from '../../../../shared/declarations/types';
import type { TagCondition } from './tagCondition';

/**
 * Detected tags to include or exclude: chosen tags are included; clicking a chip turns it into an
 * exclusion (and back). Offers the tags of the calls' language.
 */
export const TagsFilter = ({
  value,
  onChange,
  values,
  label,
}: UrlFilterInputProps<TagCondition>) => {
  const translate = useTranslate();
  const tags = useTagDirectory(values.language as string | undefined);
  const byId = new Map((tags.data ?? []).map((tag) => [tag.id, tag]));
  const include = value?.include ?? [];
  const exclude = value?.exclude ?? [];
  const chosen = [...include, ...exclude].map(
    (id) => byId.get(id) ?? { id, label: `#${id}`, lang: '' },
  );
  const set = (nextInclude: number[], nextExclude: number[]) =>
    onChange(
      nextInclude.length || nextExclude.length
        ? { include: nextInclude, exclude: nextExclude }
        : undefined,
    );
  const toggle = (id: number) =>
    exclude.includes(id)
      ? set(
          [...include, id],
          exclude.filter((other) => other !== id),
        )
      : set(
          include.filter((other) => other !== id),
          [...exclude, id],
        );
  return (
    <Autocomplete<TagEntry, true>
      multiple
      openOnFocus
      size="small"
      options={tags.data ?? []}
      value={chosen}
      loading={tags.isPending}
      getOptionLabel={(tag) => tag.label}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      onChange={(_event, next) => {
        const ids = next.map((tag) => tag.id);
        set(
          ids.filter((id) => !exclude.includes(id)),
          exclude.filter((id) => ids.includes(id)),
        );
      }}
      renderValue={(selected, getItemProps) =>
        selected.map((tag, index) => {
          const excluded = exclude.includes(tag.id);
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Tooltip key={key} title={translate('resources.scribr/call-list.tags.toggle')}>
              <Chip
                {...itemProps}
                size="small"
                color={excluded ? 'error' : 'primary'}
                variant={excluded ? 'outlined' : 'filled'}
                label={excluded ? `− ${tag.label}` : tag.label}
                onClick={() => toggle(tag.id)}
                aria-label={translate(
                  `resources.scribr/call-list.tags.${excluded ? 'excluded' : 'included'}`,
                  { tag: tag.label },
                )}
              />
            </Tooltip>
          );
        })
      }
      sx={{ width: 300 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={!!tags.error}
          helperText={tags.error ? translate('console.filters.unavailable') : undefined}
        />
      )}
    />
  );
};
