import type { ComponentType } from 'react';
import type { GetListResult, Identifier, RaRecord, SortPayload, Validator } from 'react-admin';
import type { Role } from '../../../contracts/roles';
import type { ServiceName } from '../../../contracts/runtimeConfig';
import type { ServiceRequest } from './serviceRequest';

/**
 * The declaration types: a resource is declared once, in one `*.resource.tsx` file under
 * `src/resources/<section>/`, and a section (sub-application) once, in `<section>.section.ts`.
 * Routes, menu, access rules, command-palette entries, data routing and the generated
 * list / create / edit views are all derived from these (see src/app/registry.ts).
 */

/** Filter match modes of spec §5, shared by the client-side list engine and list filters. */
export type MatchMode =
  | 'startsWith'
  | 'contains'
  | 'notContains'
  | 'endsWith'
  | 'equals'
  | 'notEquals'
  | 'lt'
  | 'lte'
  | 'gt'
  | 'gte'
  | 'dateIs'
  | 'dateIsNot'
  | 'dateBefore'
  | 'dateAfter'
  | 'in'
  | 'between';

export type FieldType =
  /** single-line text */
  | 'text'
  /** multi-line text */
  | 'longText'
  | 'number'
  | 'boolean'
  /** ISO date-time string */
  | 'date'
  /** one of `choices` */
  | 'select'
  /** string[] edited one item per line (empty lines dropped) */
  | 'lines'
  /** a language code, chosen among the user's available languages */
  | 'language'
  /** language codes (string[]), chosen among the user's available languages */
  | 'languages'
  /** a duration in seconds (shown in human form, hh:mm:ss on hover) */
  | 'duration'
  /** a size in bytes (shown in 1024-based units) */
  | 'bytes'
  /** the id of a record of the resource named by `reference`, shown and chosen by its title */
  | 'reference';

export interface Choice {
  id: string | number;
  /** i18n key (or plain text) of the choice's label */
  name: string;
}

export interface FieldDeclaration {
  /** Record property; label = i18n `resources.<resource name>.fields.<source>`. */
  source: string;
  type: FieldType;
  defaultValue?: unknown;
  choices?: readonly Choice[];
  /** For `type: 'reference'`: the react-admin name of the referenced resource. */
  reference?: string;
  required?: boolean;
  validate?: Validator[];
  /** Shown as a list column (default: false). */
  list?: boolean;
  /** Sortable in the list (default: true when listed). */
  sortable?: boolean;
  /** Offered as a list filter using this match mode (default: none). */
  filter?: MatchMode;
  /** Searched by the list's free-text search box (default: false). */
  search?: boolean;
  /** In the create form (default: true unless readOnly). */
  create?: boolean;
  /** In the edit form; 'readOnly' shows the value without an input (default: true). */
  edit?: boolean | 'readOnly';
  /** Slots: replace the generated field (list/show) or input (forms) for this source. */
  Field?: ComponentType<{ source: string; label?: string }>;
  Input?: ComponentType<{ source: string; label?: string }>;
  /**
   * The value written as text (list cells, read-only values) when its type does not say how:
   * a function, not a component, so long lists write it without one per cell; `translate` is
   * react-admin's. Used before `Field`.
   */
  text?: (value: unknown, translate: (key: string) => string) => string;
}

/** One HTTP call, relative to the service's base URL. */
export interface HttpRequestSpec {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
}

/**
 * A service that returns whole lists (e.g. `GET corpuses?lang=fr`): the console filters, sorts and
 * pages on the client with the shared list engine. Paths and bodies are exactly the contract's.
 */
export interface WholeListEndpoint {
  shape: 'wholeList';
  service: ServiceName;
  /** The list call; receives the list filter (e.g. `{ language: 'fr', q: '...' }`). */
  list: (filter: Record<string, unknown>) => HttpRequestSpec;
  /** Filter keys consumed by `list` (sent to the server) and not re-applied on the client. */
  serverFilters?: readonly string[];
  one?: (id: Identifier) => HttpRequestSpec;
  /** The create call; the answer is either an id or the created record. */
  create?: (data: Partial<RaRecord>) => HttpRequestSpec;
  update?: (id: Identifier, data: Partial<RaRecord>, previous: RaRecord) => HttpRequestSpec;
  delete?: (id: Identifier) => HttpRequestSpec;
  /** Turn a record as the service sends it into the console's record. */
  parse?: (raw: Record<string, unknown>) => RaRecord;
}

/** A service following ra-data-simple-rest conventions under `path`. */
export interface SimpleRestEndpoint {
  shape: 'simpleRest';
  service: ServiceName;
  path: string;
  /**
   * The list's filter → the service's `filter` (e.g. the section's `language` sent as the
   * service's `lang`); without it the filter is sent as it is.
   */
  filter?: (filter: Record<string, unknown>) => Record<string, unknown>;
  /**
   * The page the resource's own list view asks first (analytics: every chart in its order), with
   * no filter: asked at start-up beside the profile, not once the view has rendered (issue 16).
   */
  firstPage?: {
    pagination: { page: number; perPage: number };
    sort: SortPayload;
    /**
     * The requests the view asks once that page has arrived (analytics: each chart's figures),
     * sent as soon as it arrives, beside the console's first render: the view's identical
     * requests take their answers instead of asking again.
     */
    followedBy?: (page: GetListResult, context: FirstPageContext) => readonly ServiceRequest[];
  };
}

/** What the requests following a first page may depend on. */
export interface FirstPageContext {
  /** The page's query string, as the route guard settles it (a list's query defaults included). */
  search: URLSearchParams;
  /** The user's settings the requests carry (spec §3). */
  timeZone: string;
  weekFirstDay: number;
  /** When the requests are built (relative date presets). */
  now: Date;
}

/** What a URL filter's request part may depend on besides its value. */
export interface UrlFilterContext {
  /** The user's time zone (spec §3 setting `timeZone`). */
  timeZone: string;
  /** When the request is built (relative date presets). */
  now: Date;
}

/** What a filter input of the filter bar receives. */
export interface UrlFilterInputProps<Value = unknown> {
  /** The filter's value; undefined when unset. */
  value: Value | undefined;
  /** A new value; undefined clears the filter. */
  onChange: (value: Value | undefined) => void;
  /** Every filter's value (e.g. campaigns narrowed to the chosen clients). */
  values: Readonly<Record<string, unknown>>;
  /** The translated label. */
  label: string;
}

/**
 * One filter of a server-paged list, declared once: its URL query key (spec §2's shared keys where
 * one fits), how its value reads from and writes to the URL, its part of the request, its input.
 * The URL holds it, so a copied URL reopens the same list.
 */
export interface UrlFilterDeclaration<Value = unknown> {
  /** The URL query key; label i18n key: `resources.<resource name>.filters.<key>`. */
  key: string;
  /** The URL text → the value; undefined when it does not read as one (the filter is unset). */
  parse: (text: string) => Value | undefined;
  /** The value → the URL text; '' removes the key. */
  format: (value: Value) => string;
  /** The filter's part of the list request (merged, deeply, with the other filters' parts). */
  toRequest: (value: Value, context: UrlFilterContext) => Record<string, unknown>;
  /** Its input in the filter bar; none = not offered in the bar (set by links only). */
  Input?: ComponentType<UrlFilterInputProps<Value>>;
  /** In the bar from the start (default); false = behind "More filters" until set. */
  alwaysOn?: boolean;
  /** Kept by "Clear filters" (the section's language: a list is always in one language). */
  keepOnClear?: boolean;
}

/**
 * A filter of any value type, as a list holds them: each declaration checks its own value type
 * (`defineUrlFilter`), the list only passes values between a filter's own functions.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyUrlFilter = UrlFilterDeclaration<any>;

/** A URL filter, its value type checked across its functions and input. */
export const defineUrlFilter = <Value>(filter: UrlFilterDeclaration<Value>): AnyUrlFilter => filter;

/** The list request of a server-paged resource, built from react-admin's getList parameters. */
export interface ServerPagedListParams {
  /** 1-based. */
  page: number;
  perPage: number;
  sort: SortPayload;
  /** The merged request parts of the filters that are set. */
  filters: Record<string, unknown>;
  /** The user's time zone (dates in the request and the answer). */
  timeZone: string;
}

/**
 * A service that pages, sorts and filters itself, for data that grows without bound (calls:
 * `POST search/transcription-v2/` with `page`, `size` and the search body, answer `data` +
 * `_total`). Its filters live in the URL, each under its own query key.
 */
export interface ServerPagedEndpoint {
  shape: 'serverPaged';
  service: ServiceName;
  filters: readonly AnyUrlFilter[];
  list: (params: ServerPagedListParams) => HttpRequestSpec;
  /**
   * The list answer → its records and the total over every page; `atLeast` when the service
   * stopped counting (the total is then a lower bound, shown as "10,000+").
   */
  parseList: (answer: unknown) => { data: RaRecord[]; total: number; atLeast?: boolean };
  one?: (id: Identifier) => HttpRequestSpec;
  /** Turn a record as the service sends it into the console's record. */
  parse?: (raw: Record<string, unknown>) => RaRecord;
  /** The whole filtered list as a file (streamed), with the list's filters and order. */
  export?: (params: Omit<ServerPagedListParams, 'page' | 'perPage'>) => HttpRequestSpec;
  /** Rows per page offered (default 25, 50, 100). */
  perPageOptions?: readonly number[];
}

export type DataEndpoint = WholeListEndpoint | SimpleRestEndpoint | ServerPagedEndpoint;

/**
 * An extra command-palette entry a resource offers (spec §3 "Command"); every permitted resource
 * already gets "Go to {page} page" entries without declaring anything.
 */
export interface PaletteCommandDeclaration {
  /** i18n key (or text) of the entry; `{{search}}` in it stands for the typed search. */
  name: string;
  /** i18n key (or text) searched along with the name. */
  description?: string;
  /**
   * Only offered for a search fitting the palette's search pattern (spec §9: three digits, dash,
   * digits, any one character, digits), which becomes the route parameter `id` (edit target).
   */
  restrictToSearchPattern?: boolean;
  /** Turns the typed search into the route's `id` (e.g. `412-20251103/7` → `412-20251103.7`). */
  toId?: (search: string) => string;
  /** Fixed query parameters added to the route. */
  query?: Readonly<Record<string, string>>;
  /** The resource's list route, its edit/detail route (`:id`), or its section-level detail. */
  target: 'list' | 'edit' | 'sectionDetail';
}

export interface SectionDeclaration {
  /** Path segment and id: '/lmfactory'. Label: i18n `sections.<id>.name`. */
  id: string;
  /** Menu order among sections. */
  order: number;
  /** Optional `{language}` path segment moved to `?language=`; missing `?language=` filled in. */
  languageFilter?: boolean;
  /** Entering the section (from outside it) resets its stored UI state. */
  resetOnEnter?: boolean;
  /**
   * One of the "affected apps" of spec §2: while the user's first connection is pending, every
   * navigation into this section is diverted to the first-connection screen (`/` always is).
   */
  firstConnection?: boolean;
  icon?: ComponentType;
}

export interface ResourceDeclaration {
  /** Section id this resource belongs to. */
  section: string;
  /** Path under the section: '/<section>/<path>'. */
  path: string;
  /** Position among the section's children; the section redirect picks the first permitted. */
  order: number;
  /** Role that opens it ('' = any user), spec §6. */
  role: Role | '';
  /**
   * Also requires global.admin: `true` for every page; `'changes'` for its create and edit pages
   * only (everyone with the role views, administrators shape it: the dashboard's chart editor).
   */
  adminOnly?: boolean | 'changes';
  /**
   * With `adminOnly: 'changes'`: users without the right to change still open a record's page,
   * shown read-only (a client reading its own client's settings).
   */
  viewersOpenRecords?: boolean;
  /**
   * Records with `client_id: null` are the platform's: clients read them, only administrators
   * change them (their record page is shown read-only to others).
   */
  platformRecords?: boolean;
  data: DataEndpoint;
  fields: readonly FieldDeclaration[];
  /** Record title: a source, or a function. */
  recordRepresentation?: string | ((record: RaRecord) => string);
  icon?: ComponentType;
  /** Create route under the resource path (default 'add'); false = no create. */
  createPath?: string | false;
  /** Edit/detail route under the resource path (default ':id'); false = no edit. */
  editPath?: string | false;
  /** Deletion is an archive: ask for confirmation (default true when `data` can delete). */
  archive?: boolean;
  /** How the confirmed deletion is worded: 'archive' (default) or 'delete' (the record is gone). */
  deletion?: 'archive' | 'delete';
  /**
   * Fields the service answers once, on create (an API key, a password): shown in a dialog to
   * copy before the new record's page opens; no read returns them.
   */
  secrets?: readonly string[];
  /** Default list sort. */
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /** Hide from the menu (still routed and permission-checked). */
  hideFromMenu?: boolean;
  /**
   * Custom components replacing the generated views; `false` removes the view. Lazy components
   * (`lazy(() => import('./CorpusEdit'))`) keep each sub-application out of the first screen.
   */
  views?: {
    list?: ComponentType | false;
    create?: ComponentType | false;
    edit?: ComponentType | false;
  };
  /**
   * A record page right under the section, `/<section>/{id}`, for ids matching `pattern` (the
   * call details, `/scribr/412-20251103.7`). Opened with the resource's role; with
   * `withoutLanguage`, the page carries no `?language=` even in a language-filtered section.
   */
  sectionDetail?: { pattern: RegExp; Component: ComponentType; withoutLanguage?: boolean };
  /**
   * Query parameters the list page always carries (the dashboard's period and interval): opened
   * without one, its address gets the default before the page renders (spec §2's navigation
   * rules, with `?language=`), so what the page shows is what its address says.
   */
  listQueryDefaults?: Readonly<Record<string, string>>;
  /**
   * Extra routes under the resource path, e.g. `{ path: ':id/versions', Component }`. Each is
   * access-checked as `action` (default 'list': it shows the list's data).
   */
  routes?: ReadonlyArray<{
    path: string;
    Component: ComponentType;
    action?: 'list' | 'edit';
    /** i18n key of its page title (default: the list's, or the record's for `action: 'edit'`). */
    title?: string;
  }>;
  /** Extra command-palette entries (e.g. the call-details "open call {{search}}" entry). */
  commands?: readonly PaletteCommandDeclaration[];
}

/**
 * What a declaration file exports by default. `name` is the react-admin resource name and the
 * i18n key: `resources.<name>.name`, `resources.<name>.fields.<source>`. It equals the route path
 * under '/', e.g. 'lmfactory/corpuses', so react-admin's own links land on the spec's paths.
 *
 * Notifications come from i18n keys under `resources.<name>.notifications`, when present:
 * listFailed, getFailed, created, createFailed, updated, updateFailed, archived, archiveFailed
 * (interpolated with the record's fields, e.g. `"{{label}}" successfully created`).
 */
export interface Resource extends ResourceDeclaration {
  name: string;
}

export const defineResource = (declaration: ResourceDeclaration): Resource => ({
  ...declaration,
  name: `${declaration.section}/${declaration.path}`,
});

export const defineSection = (declaration: SectionDeclaration): SectionDeclaration => declaration;
