/**
 * The shapes of the catalogue files (schemas/, partners/<id>/catalogue.json) and of
 * the loaded catalogue the rest of the engine reads. The meta-schemas in
 * schemas/meta/ describe the same shapes for staff and for the checker.
 */

/** Answers: question key → value; the empty string means unanswered (SPEC 3). */
export type Answers = Record<string, string>;
/** A JSON Logic rule. */
export type Rule = unknown;

export interface Option {
  value: string;
  label: string;
}
export interface OptionListFile {
  options: Option[];
}

export interface YearSpec {
  start?: 'current' | number;
  count: number;
  direction: 'past' | 'future';
}

export interface FieldSchema {
  type: 'string' | 'integer' | 'number';
  title: string;
  description?: string;
  pattern?: string;
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  enum?: string[];
  errorMessage?: string | Record<string, string>;
}

export interface PageSchema {
  $id: string;
  title?: string;
  type: 'object';
  required?: string[];
  properties: Record<string, FieldSchema>;
}

export interface FieldUi {
  'ui:widget': string;
  'ui:help'?: string;
  'ui:placeholder'?: string;
  'ui:options'?: {
    inputType?: 'text' | 'textarea' | 'date' | 'password';
    optionList?: string;
    years?: YearSpec;
    yearKey?: string;
    renderedBy?: string;
    category?: string;
    idKey?: string;
    related?: string[];
    variant?: 'button' | 'checkbox';
    buttonLabel?: string;
    counter?: boolean;
    accept?: string[];
  };
}

export interface Section {
  id: string;
  title: string;
  description?: string;
  /** Tests ('sat', 'act') whose partner code and sending link show under the description. */
  scoreCodes?: string[];
  fields: string[];
}

export interface AddAnotherGroup {
  button_id: string;
  prefix: string;
  default?: number;
  max: number;
  entryLabel?: string;
  buttonLabel?: string;
  keys: string[];
}

export interface TabsQuestion {
  tab_id: string;
  default: string;
  tabs: { id: string; label: string; keys: string[] }[];
}

export interface PageUi {
  'ui:sections': Section[];
  'ui:addAnother'?: AddAnotherGroup[];
  'ui:tabs'?: TabsQuestion[];
  [key: string]: unknown;
}

export interface Check {
  key: string;
  rule: Rule;
  message: string;
}
export interface BlockGroup {
  id: string;
  blocks: { when: Rule; keys: string[] }[];
}
export interface ContentTrigger {
  id: string;
  variant: 'button' | 'checkbox';
  key: string;
  before: string[];
  after: string[];
  optional?: string[];
}
export interface RadioBlock {
  key: string;
  content: Record<string, string[]>;
}
export interface ConditionalDropdown {
  key: string;
  category: 'displayOnly' | 'displayAndOptions';
  isMatched: { valueKey: string; in?: string[] };
  /** displayAndOptions: controlling value → option list name. */
  options?: Record<string, string>;
}
export interface Autocomplete {
  key: string;
  category: string;
  nameKey: string;
  idKey?: string;
  related: string[];
}

export interface PageRules {
  visibleWhen?: Record<string, Rule>;
  requiredWhen?: Record<string, Rule>;
  requiredMessages?: Record<string, string>;
  checks?: Check[];
  blockGroups?: BlockGroup[];
  contentTriggers?: ContentTrigger[];
  radioBlocks?: RadioBlock[];
  conditionalDropdowns?: ConditionalDropdown[];
  autocompletes?: Autocomplete[];
}

export interface PageInfo {
  id: string;
  title: string;
  path: string;
}

export interface CatalogueIndex {
  pages: PageInfo[];
  limits: { text: number; textarea: number; addAnotherMax: number; addAnotherDefault: number };
  files?: unknown;
  /** Validation messages, and the app's own messages (prefill links: `prefill*`). */
  messages: {
    required: string;
    maxLength: string;
    enum: string;
    type: string;
    pattern: string;
    /** The add-another button (SPEC 2, 4). */
    addAnother: string;
    /** The select texts of SPEC 8: '{n} result(s) available', 'Create "{text}"', ... */
    resultsAvailable: string;
    noOptions: string;
    loading: string;
    useText: string;
    createText: string;
    /** The progress marks of the top navigation and the print view: 'complete', '{n} ... left'. */
    progressComplete: string;
    progressRemaining: string;
    /** Where a section's scoreCodes show: '... use the code {code}.', 'How to send {test} scores'. */
    scoreCode: string;
    scoreLink: string;
    /** The month/year pair's two parts: the selects' labels, the read-only pair's captions. */
    month: string;
    year: string;
    /**
     * The file upload's texts: its button, its status while a file converts, its note to an
     * applicant not logged in, and the print view's note of an attached document.
     */
    chooseFile: string;
    uploading: string;
    uploadLoggedOut: string;
    documentAttached: string;
    /** A stored document's Delete button, and its confirmation ('{file} will be deleted ...'). */
    deleteFile: string;
    deleteTitle: string;
    deleteText: string;
    deleteCancel: string;
    deleteConfirm: string;
    /** The note once an autocomplete keeps the applicant's own text: an address, a school, any other. */
    ownAddress: string;
    ownSchool: string;
    ownAnswer: string;
    /** The tabs' status while a choice is saved, and the note to an applicant not logged in. */
    tabSaving: string;
    tabLoggedOut: string;
    /** A text field's count of characters near its limit, a text area's always: '{length} / {limit} characters', and over it. */
    counter: string;
    counterOver: string;
    /** The print view's line under its title ('Application of {name} · read-only copy for {partner} staff'), and a page with nothing shown. */
    printHeading: string;
    printHeadingNoName: string;
    printNothingShown: string;
    /** The form pages' buttons (SPEC 2), and the last page's PDF download with its status while the PDF is made. */
    goBack: string;
    saveAndContinue: string;
    submitApplication: string;
    /** Told to a screen reader while a submit is under way (the button only shows a spinner). */
    submitting: string;
    downloadPdf: string;
    preparingPdf: string;
    /**
     * The banner's Account button and its popover: its title, the applicant's address
     * ('Email: {email}') or the note to a visitor, its close button's name, and its actions.
     */
    account: string;
    accountTitle: string;
    accountEmail: string;
    accountSignedOut: string;
    accountClose: string;
    signIn: string;
    createAccount: string;
    logOut: string;
    /** The completion page (SPEC 2): the tab's title ('... | {partner}'), its heading and its thanks ({partner}, {email}). */
    submittedPageTitle: string;
    submittedTitle: string;
    submittedBody: string;
    /** The completion page's toast after a submit (SPEC 2). */
    submittedToast: string;
    /**
     * The inactivity warning (SPEC 4): its title, its text ({seconds} before the logout), its
     * two buttons, and the login page's message after the automatic logout.
     */
    idleTitle: string;
    idleBody: string;
    idleStay: string;
    idleLeave: string;
    idleLoggedOut: string;
    /**
     * The texts around every page (engine/site-texts.ts): the skip link, the footer and its
     * Help and Privacy dialogs. The server hands them to the browser with the partner's
     * settings, since the account pages do not load the catalogue.
     */
    skipToContent: string;
    footerLabel: string;
    footerHelp: string;
    footerPrivacy: string;
    footerContact: string;
    footerCopyright: string;
    helpTechnicalTitle: string;
    helpTechnicalBody: string;
    helpReaderBody: string;
    helpReaderLink: string;
    helpContactTitle: string;
    helpPhone: string;
    privacyPolicyTitle: string;
    privacyPolicyBody: string;
    privacyPolicyLink: string;
    privacyCookiesTitle: string;
    privacyCookiesBody: string;
    /** The validation summary (SPEC 2): its title and text, a page's group ('Missing on {page}'), and the word between two questions either of which answers. */
    summaryTitle: string;
    summaryIntro: string;
    summaryPage: string;
    summaryEither: string;
    /** The names of the top navigation and of the print view's progress marks. */
    sectionsLabel: string;
    printProgressLabel: string;
    /**
     * The account mails (engine/mail-texts.ts): a subject and a body each, read by the server
     * only. {partner} is the partner's name; {code}, {link}, {login} and {forgot} what the
     * mail carries. Absent from the browser's catalogue (catalogue/browser-sources.ts).
     */
    mailConfirmSubject?: string;
    mailConfirmBody?: string;
    mailResetSubject?: string;
    mailResetBody?: string;
    mailExistsSubject?: string;
    mailExistsBody?: string;
    [other: string]: string | undefined;
  };
  checkerMessages?: Record<string, string>;
  /** The journal's texts (docs/decisions/017): save status, restored answers, conflicts, logout, offline submit. */
  saveMessages: SaveMessages;
  /** SPEC 1's header messages, read by the form's header and the server's first paint. */
  headerMessages: HeaderMessages;
}

/**
 * SPEC 1's header message of each case in schemas/catalogue.json: a title with `{name}`
 * (and its form without a name) and a text; the anonymous text's `{signup}` and `{login}`
 * are links reading signupLink and loginLink.
 */
export interface HeaderMessages {
  label: string;
  submittedTitle: string;
  submittedTitleNoName: string;
  submittedBody: string;
  firstLoginTitle: string;
  firstLoginTitleNoName: string;
  firstLoginBody: string;
  returningTitle: string;
  returningTitleNoName: string;
  returningBody: string;
  anonymousTitle: string;
  anonymousBody: string;
  signupLink: string;
  loginLink: string;
}

/** The journal's texts in schemas/catalogue.json; `{count}` and `{value}` are filled in. */
export interface SaveMessages {
  saving: string;
  saved: string;
  offline: string;
  failed: string;
  restoredOne: string;
  restoredMany: string;
  /** Under the restored notice's title: one answer restored and saved now, or several. */
  restoredSavingOne: string;
  restoredSavingMany: string;
  conflictTitle: string;
  conflictIntro: string;
  keepMine: string;
  keepTheirs: string;
  conflictDone: string;
  emptyValue: string;
  logoutTitle: string;
  logoutWarningOne: string;
  logoutWarningMany: string;
  logoutStay: string;
  logoutAnyway: string;
  offlineSubmit: string;
}

export interface PageSources {
  schema: PageSchema;
  ui: PageUi;
  rules: PageRules;
}

/** A partner's overlay: JSON merge patches (RFC 7386) over the base catalogue. */
export interface PartnerOverlay {
  limits?: Record<string, number>;
  dataModel?: { keys?: Record<string, string | null> };
  /** Per page id: a new title (the path stays the base's), and merge patches of its files. */
  pages?: Record<string, { title?: string; schema?: unknown; ui?: unknown; rules?: unknown }>;
  options?: Record<string, OptionListFile | null>;
  /** The base catalogue's messages this partner words its own way, by name. */
  messages?: Record<string, string>;
}

export interface PartnerSources {
  /** partners/<id>/partner.json: only character_limit is read here. */
  settings?: { character_limit?: number; [key: string]: unknown };
  overlay?: PartnerOverlay;
}

/** Everything loadCatalogue reads, as imported JSON objects. */
export interface CatalogueSources {
  index: CatalogueIndex;
  dataModel: { keys: Record<string, string> };
  pages: Record<string, PageSources>;
  options: Record<string, OptionListFile>;
  partners: Record<string, PartnerSources>;
}

/** One question of the loaded catalogue. */
export interface Question {
  key: string;
  page: string;
  section: string;
  schema: FieldSchema;
  ui: FieldUi;
  widget: string;
  /** Options of a dropdown or radio; conditional dropdowns list the union. */
  options?: Option[];
  /** Set on the keys of an add-another group: the group and the entry number (1-based). */
  group?: { id: string; entry: number };
}

export interface LoadedPage {
  id: string;
  title: string;
  path: string;
  /** The JSON Schema handed to ajv and to the form (required lists only unconditional keys). */
  schema: PageSchema;
  ui: PageUi;
  rules: Required<PageRules>;
  sections: Section[];
}

export interface Catalogue {
  partnerId: string;
  index: CatalogueIndex;
  limits: CatalogueIndex['limits'];
  dataModel: Record<string, string>;
  pages: LoadedPage[];
  questions: Map<string, Question>;
  options: Record<string, Option[]>;
  groups: AddAnotherGroup[];
  tabs: TabsQuestion[];
}

/** State beside the answers that changes what is shown (SPEC 3: add-another counts, chosen tabs). */
export interface FormContext {
  addAnother?: Record<string, number>;
  tabs?: Record<string, string>;
}
