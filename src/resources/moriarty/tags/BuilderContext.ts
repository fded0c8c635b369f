import { createContext, useContext, type Dispatch } from 'react';
import type { BuilderAction, BuilderState } from './builderReducer';

export interface Builder {
  state: BuilderState;
  dispatch: Dispatch<BuilderAction>;
}

/** The tag editor's builder state, for the query builder and the clue panel. */
export const BuilderContext = createContext<Builder | undefined>(undefined);

export const useBuilder = (): Builder => {
  const builder = useContext(BuilderContext);
  if (!builder) throw new Error('The query builder must render inside a BuilderContext');
  return builder;
};
