export { afterFirstScreen, markFirstScreenDrawn } from './afterFirstScreen';
export { onDemand, onDemandPart, type OnDemandComponent } from './onDemand';
export { componentReady, preloadComponent, whenIdle } from './preloadComponent';
export { useSecondPass } from './useSecondPass';
