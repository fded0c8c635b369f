import { useDeferredValue } from 'react';

/**
 * False in a component's first render, true in the render React starts in the background once
 * that first one is committed (useDeferredValue's initial value). For the parts of a new page that
 * may follow its rows by a frame: the first render, the one the user waits for, stays small (issue
 * 16: in-app navigation to the call list spent most of its time rendering its filter inputs and
 * rows out of view), and the rest is rendered without blocking input or paint.
 */
export const useSecondPass = (): boolean => useDeferredValue(true, false);
