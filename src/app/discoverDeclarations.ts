import type { Resource, SectionDeclaration } from '../shared/declarations/types';

/** What `import.meta.glob(..., { eager: true })` yields: file path → module. */
export type DeclarationModules<T> = Record<string, { default?: T }>;

const FILE = /resources\/([^/]+)\/([^/]+)\.(resource\.tsx|section\.ts)$/;

const locate = (file: string) => {
  const match = FILE.exec(file);
  if (!match) {
    throw new Error(
      `${file}: declarations live at src/resources/<section>/<path>.resource.tsx or <section>.section.ts`,
    );
  }
  return { folder: match[1], base: match[2] };
};

const exported = <T>(file: string, module: { default?: T }): T => {
  if (!module.default)
    throw new Error(`${file}: no default export (use defineResource/defineSection)`);
  return module.default;
};

const checkUnique = (kind: string, keys: readonly string[]) => {
  const duplicate = keys.find((key, index) => keys.indexOf(key) !== index);
  if (duplicate !== undefined) throw new Error(`Duplicate ${kind} declaration: "${duplicate}"`);
};

/**
 * Validates the declaration files found by the registry's globs: one section per folder, named
 * after it; each resource in its section's folder, its file named after its path; unique names.
 */
export const discoverDeclarations = (
  resourceModules: DeclarationModules<Resource>,
  sectionModules: DeclarationModules<SectionDeclaration>,
): { resources: Resource[]; sections: SectionDeclaration[] } => {
  const sections = Object.entries(sectionModules).map(([file, module]) => {
    const section = exported(file, module);
    const { folder, base } = locate(file);
    if (section.id !== folder || base !== folder) {
      throw new Error(`${file}: section id "${section.id}" must match its folder and file name`);
    }
    return section;
  });
  checkUnique(
    'section',
    sections.map((section) => section.id),
  );

  const resources = Object.entries(resourceModules).map(([file, module]) => {
    const resource = exported(file, module);
    const { folder, base } = locate(file);
    if (!sections.some((section) => section.id === resource.section)) {
      throw new Error(`${file}: section "${resource.section}" is not declared`);
    }
    if (resource.section !== folder || resource.path !== base) {
      throw new Error(
        `${file}: must be src/resources/${resource.section}/${resource.path}.resource.tsx`,
      );
    }
    return resource;
  });
  checkUnique(
    'resource',
    resources.map((resource) => resource.name),
  );
  return { resources, sections };
};
