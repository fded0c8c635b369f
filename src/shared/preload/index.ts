export { preloadComponent, whenIdle } from './preloadComponent';
