/** The web status of SPEC 4: none, started, validating, submitted. */
export const WEB_STATUSES = ['started', 'validating', 'submitted'] as const;
export type WebStatus = (typeof WEB_STATUSES)[number];

/**
 * The status from the profile's entries: the number of distinct known statuses
 * (0 none, 1 started, 2 validating, 3 submitted). Unknown entries are ignored.
 */
export function deriveWebStatus(entries: readonly { web_status: string }[]): WebStatus | null {
  const known = new Set<string>(WEB_STATUSES);
  const distinct = new Set(entries.map((entry) => entry.web_status).filter((status) => known.has(status)));
  return WEB_STATUSES[distinct.size - 1] ?? null;
}

/** Statuses during which each form page visited is saved as the last page (SPEC 2). */
export function tracksLastPage(status: WebStatus | null): boolean {
  return status === 'started' || status === 'validating';
}

/** The client snapshot (SPEC 3). */
export interface Snapshot {
  web_status: WebStatus | null;
  last_page: string | null;
  is_logged_in: boolean;
  username: string;
  is_service_user: boolean;
  /** Successful logins, at least 1. */
  num_logins: number;
  has_changed_page: boolean;
}

/**
 * What the layout, the pages and the widgets read of the snapshot: a page change (the
 * last page, has_changed_page) alters none of it, so none of them renders again for it.
 */
export type AccountSnapshot = Omit<Snapshot, 'last_page' | 'has_changed_page'>;

/** The snapshot right after the profile loaded (or without one, for an anonymous visitor). */
export function initialSnapshot(
  profile:
    | {
        username: string;
        last_page: string | null;
        successful_login: unknown[];
        web_status: { web_status: string }[];
      }
    | undefined,
): Snapshot {
  return {
    web_status: profile ? deriveWebStatus(profile.web_status) : null,
    last_page: profile?.last_page ?? null,
    is_logged_in: profile !== undefined,
    username: profile?.username ?? '',
    is_service_user: false,
    num_logins: Math.max(1, profile?.successful_login.length ?? 0),
    has_changed_page: false,
  };
}
