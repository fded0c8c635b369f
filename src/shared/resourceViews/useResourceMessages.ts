import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { useDeclaration } from './DeclarationContext';

const MISSING = '\u0000missing';

export type ResourceMessageKey =
  | 'listFailed'
  | 'getFailed'
  | 'created'
  | 'createFailed'
  | 'updated'
  | 'updateFailed'
  | 'archived'
  | 'archiveFailed';

/**
 * The resource's own message for an event, from `resources.<name>.notifications.<key>`
 * (interpolated with `args`, e.g. the record), or undefined when the locale has none.
 */
export const useResourceMessage = () => {
  const translate = useTranslate();
  const { name } = useDeclaration();
  return useCallback(
    (key: ResourceMessageKey, args: Record<string, unknown> = {}): string | undefined => {
      const text = translate(`resources.${name}.notifications.${key}`, { ...args, _: MISSING });
      return text === MISSING ? undefined : text;
    },
    [translate, name],
  );
};
