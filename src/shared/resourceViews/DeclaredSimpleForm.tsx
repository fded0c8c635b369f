import { SimpleForm, type SimpleFormProps } from 'react-admin';
import { useDeclaration } from './DeclarationContext';
import { useServerErrorSubmit } from './useServerErrorSubmit';

/** react-admin's SimpleForm, a refused save's field errors shown under the declared inputs. */
export const DeclaredSimpleForm = (props: SimpleFormProps) => {
  const onSubmit = useServerErrorSubmit(useDeclaration().fields);
  return <SimpleForm onSubmit={onSubmit} {...props} />;
};
