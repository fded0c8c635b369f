export { createDataProvider } from './createDataProvider';
export type { DataProviderOptions } from './createDataProvider';
export { createWholeListProvider } from './wholeListProvider';
export type { WholeListProviderOptions } from './wholeListProvider';
export { createSimpleRestProvider } from './simpleRestProvider';
