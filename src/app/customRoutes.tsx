import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { BadRequestPage, ForbiddenPage } from '../custom/shell';
import type { Registry } from './createRegistry';
import { HomeRedirect } from './HomeRedirect';
import { SectionRedirect } from './SectionRedirect';

/**
 * Routes that are not a resource: `/`, one redirect per section (`/lmfactory` → first permitted
 * child) and the error pages. The `{language}` segment is handled by the RouteGuard.
 */
export const customRoutes = (registry: Registry) => (
  <CustomRoutes>
    <Route path="/" element={<HomeRedirect />} />
    {registry.sections.map((section) => (
      <Route key={section.id} path={section.id} element={<SectionRedirect section={section} />} />
    ))}
    <Route path="forbidden" element={<ForbiddenPage />} />
    <Route path="bad-request" element={<BadRequestPage />} />
  </CustomRoutes>
);
