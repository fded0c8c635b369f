/**
 * The page size "All" of whole lists: the service answered every record already, so showing them
 * on one page costs no request, and the table renders only the rows in view (VirtualTableBody).
 * Far above the 10 000 records a whole list is sized for (architecture §7).
 */
export const ALL_ROWS = 100_000;

/** Page sizes of whole lists: react-admin's usual ones, 100 and "All". */
export const WHOLE_LIST_PAGE_SIZES = [10, 25, 50, 100] as const;
