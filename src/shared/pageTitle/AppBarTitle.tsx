import { useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** Where react-admin's TitlePortal, in the app bar, takes the page's title. */
const TITLE_CONTAINER_ID = 'react-admin-title';

const titleContainer = () => document.getElementById(TITLE_CONTAINER_ID);
const noSubscription = () => () => undefined;

/**
 * The page's title in the app bar, where react-admin's `<Title>` puts it, without that one's
 * configurable variant: it brings the preferences editor (MUI's text field, select and inputs,
 * some 14 KiB gz) into every page with a title, the first screens included (issue 16).
 */
export const AppBarTitle = ({ title }: { title: ReactNode }) => {
  // Read again once committed (React checks an external store's value after mounting): on the
  // first render the app bar, drawn in the same commit, may not be in the document yet.
  const container = useSyncExternalStore(noSubscription, titleContainer, () => null);
  return container ? createPortal(<span>{title}</span>, container) : null;
};
