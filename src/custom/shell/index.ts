export { AccessDeniedPage } from './AccessDeniedPage';
export { BadRequestPage } from './BadRequestPage';
export { ForbiddenPage } from './ForbiddenPage';
export { FullScreenLoader } from './FullScreenLoader';
export { NotFoundPage } from './NotFoundPage';
