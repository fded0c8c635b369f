import { createContext } from 'react';
import type { Identifier } from 'react-admin';

/**
 * The row to keep in view and mark selected (the list's selection, moved with the keyboard): a
 * row outside the rendered window is not in the document, so the table scrolls to it.
 */
export const ActiveRowContext = createContext<Identifier | undefined>(undefined);
