import type { ReactNode } from 'react';
import { SharedDisplayFormatsContext, useDisplayFormats } from './useDisplayFormats';

/** Reads the display formats once for every value below that asks (useSharedDisplayFormats). */
export const SharedDisplayFormats = ({ children }: { children: ReactNode }) => (
  <SharedDisplayFormatsContext.Provider value={useDisplayFormats()}>
    {children}
  </SharedDisplayFormatsContext.Provider>
);
