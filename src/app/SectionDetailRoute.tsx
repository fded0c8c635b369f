import { useParams } from 'react-router-dom';
import { NotFoundPage } from '../custom/shell';
import type { SectionDeclaration } from '../shared/declarations/types';
import { useRegistry } from './AppContext';
import { DeclaredView } from './DeclaredView';

/**
 * `/<section>/{id}`: the section-level record page of the child whose pattern the id fits (the
 * call details); Not found for any other segment. Access was checked by the route guard.
 */
export const SectionDetailRoute = ({ section }: { section: SectionDeclaration }) => {
  const { id = '' } = useParams();
  const owner = useRegistry()
    .childrenOf(section.id)
    .find((child) => child.sectionDetail?.pattern.test(id));
  if (!owner?.sectionDetail) return <NotFoundPage />;
  return <DeclaredView resource={owner} Component={owner.sectionDetail.Component} />;
};
