import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { RouteGuard } from '../RouteGuard';
import { useDocumentTitle } from '../useDocumentTitle';
import { AppMenu } from './AppMenu';

/** react-admin's layout with the sub-application menu; every page passes the route guard. */
export const AppLayout = ({ children }: { children: ReactNode }) => {
  useDocumentTitle();
  return (
    <Layout menu={AppMenu}>
      <RouteGuard>{children}</RouteGuard>
    </Layout>
  );
};
