import { Children, Fragment, isValidElement, type ReactNode } from 'react';
import type { ResourceDefinition, ResourceProps } from 'react-admin';

interface ResourceType {
  raName?: string;
  registerResource?: (props: ResourceProps) => ResourceDefinition;
}

/**
 * The definitions react-admin registers for the `<Resource>` elements among `children` (fragments
 * and arrays included), computed as its router does (`Resource.registerResource`). react-admin
 * registers them in an effect after the first render, which renders every page component again;
 * given from the start, the registration finds them equal and changes nothing (issue 16).
 */
export const resourceDefinitionsOf = (children: ReactNode): Record<string, ResourceDefinition> => {
  const definitions: Record<string, ResourceDefinition> = {};
  Children.forEach(children, (element) => {
    if (!isValidElement<{ children?: ReactNode }>(element)) return;
    if (element.type === Fragment) {
      Object.assign(definitions, resourceDefinitionsOf(element.props.children));
      return;
    }
    const type = element.type as ResourceType;
    if (type.raName !== 'Resource' || !type.registerResource) return;
    const definition = type.registerResource(element.props as ResourceProps);
    definitions[definition.name] = definition;
  });
  return definitions;
};
