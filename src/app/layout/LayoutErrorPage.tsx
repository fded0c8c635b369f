import { lazy, Suspense, type ComponentProps } from 'react';
import { Loading } from 'react-admin';

// react-admin's error page, in the chunk of its rare pages (see ConsoleAdmin): loaded when an
// error shows, not with every first screen.
const ReactAdminError = lazy(() =>
  import('../admin/ReactAdminPages').then((module) => ({ default: module.Error })),
);

/** What a page that failed to render shows in the layout: react-admin's error page. */
export const LayoutErrorPage = (props: ComponentProps<typeof ReactAdminError>) => (
  <Suspense fallback={<Loading />}>
    <ReactAdminError {...props} />
  </Suspense>
);
