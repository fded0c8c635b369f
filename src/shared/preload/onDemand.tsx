import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { preloadComponent } from './preloadComponent';

/** A component loaded when first rendered; `preload()` starts the download beforehand. */
export interface OnDemandComponent<Props extends object> {
  (props: Props): ReactNode;
  preload: () => void;
  /** Loads it (tests: a view's content then never waits on the module loader). */
  load: () => Promise<unknown>;
}

/**
 * A declaration's own field or input (or any part of a view), loaded when first shown, not with
 * the console (issue 16: declarations are loaded eagerly, by the registry, and the components
 * they named came with every first screen). It shows nothing until loaded, in place: its own
 * `<Suspense>`, so that a list's rows or a form do not wait on it (the list's preload fetches it
 * beside the view, see preloadRouteView).
 */
export function onDemand<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): OnDemandComponent<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const loadOnce = () => (loading ??= load().then((component) => ({ default: component })));
  const Part = lazy(loadOnce);
  const OnDemand = (props: Props) => (
    <Suspense fallback={null}>
      <Part {...(props as ComponentProps<typeof Part>)} />
    </Suspense>
  );
  OnDemand.preload = () => preloadComponent(Part);
  // React's lazy() reads the same promise: rendered after load(), it shows at once.
  OnDemand.load = () => {
    OnDemand.preload();
    return loadOnce();
  };
  return OnDemand;
}

/** The props of a component type (never for anything else). */
type PropsOf<Component> =
  Component extends ComponentType<infer Props extends object> ? Props : never;

/**
 * onDemand() of the component a module exports as `name`: several parts of one chunk, each
 * loaded (with the whole chunk) when one is first shown.
 */
export const onDemandPart = <Module extends object, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
) =>
  onDemand(() =>
    // An indexed access on a generic name does not narrow: the export's own props, restated.
    load().then((module) => module[name] as ComponentType<PropsOf<Module[Name]>>),
  );
