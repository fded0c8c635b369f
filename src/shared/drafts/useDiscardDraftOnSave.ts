import { useCallback } from 'react';
import { useRegisterMutationMiddleware } from 'react-admin';
import { discardDraft } from './draftSources';

type Save = (resource: string, params: unknown) => Promise<unknown>;

/** In a create or edit page: once the page's save succeeds, the form's draft is deleted. */
export const useDiscardDraftOnSave = (key: string): void => {
  const discardOnSuccess = useCallback(
    async (resource: string, params: unknown, next: Save) => {
      const saved = await next(resource, params);
      discardDraft(key);
      return saved;
    },
    [key],
  );
  useRegisterMutationMiddleware<Save>(discardOnSuccess);
};
