import get from 'lodash/get';
import { useMemo, type ReactNode } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import type { FieldDeclaration } from '../declarations/types';
import { describeMoment, EMPTY_VALUE, useDisplayFormats } from '../format';
import { useLanguageName } from './useLanguageName';

/** A list cell written straight from its record: no component, no hook, no context per cell. */
export type CellRender = (record: RaRecord) => ReactNode;

/** The browser's number format, as react-admin's NumberField without `locales`. */
const numbers = new Intl.NumberFormat();

const asNumber = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))
    ? Number(value)
    : value;

const isEmpty = (value: unknown) => value === null || value === undefined;

/**
 * The list cells of the declared fields that write their value as text (numbers, texts, dates,
 * languages), by source: DataTable.Col's `render`, which a plain row (PlainRow) calls directly.
 * Long pages render dozens of rows per block while scrolling; a cell as a component (FieldValue,
 * then the value's own) cost each of them two components and their hooks
 * (`BENCH=listScroll npm run bench`). The formats, the language names are read once per list.
 * A field's own `text` comes first. Fields with a `Field` of their own, and other types, are not
 * here: their component renders.
 */
export const useListCellRenders = (fields: readonly FieldDeclaration[]) => {
  const formats = useDisplayFormats();
  const languageName = useLanguageName();
  const translate = useTranslate();
  return useMemo(() => {
    const renders = new Map<string, CellRender>();
    for (const { source, type, Field, text } of fields) {
      // Read as react-admin's useFieldValue reads it ("a.b": nested).
      const value = (record: RaRecord): unknown => get(record, source);
      if (text) renders.set(source, (record) => text(value(record), translate));
      else if (Field) continue;
      else if (type === 'number')
        renders.set(source, (record) => {
          const number = asNumber(value(record));
          if (isEmpty(number) || number === '') return null;
          return typeof number === 'number' ? numbers.format(number) : String(number);
        });
      else if (type === 'date')
        renders.set(source, (record) => {
          const moment = describeMoment(value(record), formats);
          if (!moment) return EMPTY_VALUE;
          return (
            <time dateTime={moment.iso} title={moment.full}>
              {moment.text}
            </time>
          );
        });
      else if (type === 'language') renders.set(source, (record) => languageName(value(record)));
      else if (type === 'text' || type === 'longText')
        renders.set(source, (record) => {
          const text = value(record);
          if (isEmpty(text)) return null;
          return typeof text === 'string' ? text : JSON.stringify(text);
        });
    }
    return renders;
  }, [fields, formats, languageName, translate]);
};
