export { afterFirstScreen, markFirstScreenDrawn } from './afterFirstScreen';
export { onDemand, type OnDemandComponent } from './onDemand';
export { componentReady, preloadComponent, whenIdle } from './preloadComponent';
export { useSecondPass } from './useSecondPass';
