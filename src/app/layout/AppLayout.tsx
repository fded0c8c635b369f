import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ProfilePanel } from '../../custom/shell';
import { useAnalytics } from '../analytics/useAnalytics';
import { RouteGuard } from '../RouteGuard';
import { useDocumentTitle } from '../useDocumentTitle';
import { useMainViews } from '../useMainViews';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { ShellOverlays } from './ShellOverlays';

/**
 * react-admin's layout with the sub-application menu and the shell's app bar; every page passes
 * the route guard. The profile panel and the new-version banner sit over it.
 */
export const AppLayout = ({ children }: { children: ReactNode }) => {
  useDocumentTitle();
  // After the title, so a page view is sent with the page's title.
  useAnalytics();
  const { choices, mainView } = useMainViews();
  return (
    // The content may shrink below its widest row: wide lists scroll inside it, not the page.
    <Layout
      menu={AppMenu}
      appBar={AppBar}
      sx={{
        minWidth: 0,
        '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': {
          minWidth: 0,
        },
      }}
    >
      <RouteGuard>{children}</RouteGuard>
      <ProfilePanel mainViews={choices} mainView={mainView} />
      <ShellOverlays />
    </Layout>
  );
};
