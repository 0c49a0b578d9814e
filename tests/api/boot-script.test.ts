// @vitest-environment jsdom
/**
 * The first form page's inline boot script (server/client-scripts.ts's BOOT_SCRIPT), run in
 * a DOM: it adds the entry and its preloads once the page has painted, at once in a tab
 * that is not visible (which paints nothing), and after a timeout if no paint is reported.
 * The real browser's paint is tests/e2e/boot.test.ts's.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOT_SCRIPT } from '../../server/client-scripts';

const ENTRY = '/assets/index-E.js';
const PRELOADS = ['/assets/react-X.js', '/assets/application-A.js'];

/** Runs the boot script as the element the server sends, with the tab as visible or not. */
function runBoot(visibility: DocumentVisibilityState): void {
  const element = document.createElement('script');
  element.dataset.entry = ENTRY;
  element.dataset.preload = PRELOADS.join(' ');
  document.body.append(element);
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(element);
  new Function(BOOT_SCRIPT)();
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(null);
}

/** What the boot script has added: the module scripts and the module preloads, in order. */
function added() {
  return {
    scripts: [...document.head.querySelectorAll('script')].map((script) => ({
      type: script.type,
      src: script.getAttribute('src'),
      crossOrigin: script.crossOrigin,
    })),
    preloads: [...document.head.querySelectorAll('link')].map((link) => ({
      rel: link.rel,
      href: link.getAttribute('href'),
      crossOrigin: link.crossOrigin,
    })),
  };
}

const STARTED = {
  scripts: [{ type: 'module', src: ENTRY, crossOrigin: '' }],
  preloads: PRELOADS.map((href) => ({ rel: 'modulepreload', href, crossOrigin: '' })),
};
const NOT_STARTED = { scripts: [], preloads: [] };

/** A browser's PerformanceObserver that reports nothing. */
function silentObserver() {
  return Object.assign(
    function PerformanceObserver() {
      return { observe() {} };
    },
    { supportedEntryTypes: ['paint'] },
  );
}

describe('the boot script', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('starts the app at once in a hidden tab', () => {
    runBoot('hidden');
    expect(added()).toEqual(STARTED);
  });

  it('starts the app after the first contentful paint, once', () => {
    let report: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
    const observed: unknown[] = [];
    vi.stubGlobal(
      'PerformanceObserver',
      Object.assign(
        function PerformanceObserver(callback: typeof report) {
          report = callback;
          return { observe: (options: unknown) => observed.push(options) };
        },
        { supportedEntryTypes: ['paint', 'largest-contentful-paint'] },
      ),
    );
    runBoot('visible');
    expect(observed).toEqual([{ type: 'paint', buffered: true }]);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    expect(added()).toEqual(NOT_STARTED);
    // A first paint with nothing contentful is not the picture.
    report?.({ getEntriesByName: () => [] });
    expect(added()).toEqual(NOT_STARTED);
    report?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    expect(added()).toEqual(STARTED);
    // Nothing more when the timeout or a change of visibility comes later.
    vi.advanceTimersByTime(5000);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(added()).toEqual(STARTED);
  });

  it('starts the app when the tab is hidden before the paint', () => {
    vi.stubGlobal('PerformanceObserver', silentObserver());
    runBoot('visible');
    expect(added()).toEqual(NOT_STARTED);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(added()).toEqual(STARTED);
  });

  it('starts the app two frames on where the browser reports no paints', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    runBoot('visible');
    vi.advanceTimersToNextFrame();
    expect(added()).toEqual(NOT_STARTED);
    vi.advanceTimersToNextFrame();
    expect(added()).toEqual(STARTED);
  });

  it('starts the app after 2 s if no paint is ever reported', () => {
    vi.stubGlobal('PerformanceObserver', silentObserver());
    runBoot('visible');
    vi.advanceTimersByTime(1999);
    expect(added()).toEqual(NOT_STARTED);
    vi.advanceTimersByTime(1);
    expect(added()).toEqual(STARTED);
  });
});
