import { GeneratedEdit } from '../../../shared/resourceViews';
import { PackageSidePanels } from './PackageSidePanels';

/** A package's page: the generated form as the main panel, its side panels beside it. */
const PackageEdit = () => <GeneratedEdit side={<PackageSidePanels />} />;

export default PackageEdit;
