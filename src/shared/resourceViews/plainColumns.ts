import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { DataTable, type DataTableColumnProps } from 'react-admin';

/**
 * A column of a long page's rows: a `DataTable.Col` written as a plain cell (`props`), or any other
 * column element, which renders its own (react-admin's) cell.
 */
export type PlainColumn =
  | { key: string; props: DataTableColumnProps; element?: undefined }
  | { key: string; element: ReactElement; props?: undefined };

/**
 * The `DataTable.Col` props a plain cell renders the same as react-admin's cell; a column with
 * any other prop (`cellSx`, `sx`, `padding`…) keeps react-admin's cell.
 */
const PLAIN_PROPS = new Set([
  'source',
  'label',
  'disableSort',
  'sortByOrder',
  'children',
  'render',
  'field',
  'align',
  'className',
  'cellClassName',
  'headerClassName',
]);

const isPlainColumn = (element: ReactElement): element is ReactElement<DataTableColumnProps> =>
  element.type === DataTable.Col &&
  Object.keys(element.props as object).every((prop) => PLAIN_PROPS.has(prop));

/**
 * The table's columns (`children` of its body, in the order the user chose) without the hidden
 * ones (react-admin's cell renders nothing for those; a plain cell is left out the same way).
 */
export const plainColumns = (children: ReactNode, hiddenColumns: readonly string[]) =>
  Children.toArray(children).flatMap((child, at): PlainColumn[] => {
    if (!isValidElement(child)) return [];
    const key = child.key ?? String(at);
    if (!isPlainColumn(child)) return [{ key, element: child }];
    const { source, label } = child.props;
    return hiddenColumns.includes(source ?? (label as string)) ? [] : [{ key, props: child.props }];
  });
