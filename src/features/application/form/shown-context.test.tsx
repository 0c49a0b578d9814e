import { act, useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type PageView, useSettledView } from './shown-context';

function view(shown: string[], required: string[] = []): PageView {
  return { shown: { shown: new Set(shown) }, required: new Set(required) };
}

/** Renders the keys the page shows, and logs what each committed render showed. */
function Page({ pageId, latest, log }: { pageId: string; latest: PageView; log: string[] }) {
  const settled = useSettledView(pageId, latest);
  const text = `${[...settled.shown.shown].join(',')}|${[...settled.required].join(',')}`;
  useLayoutEffect(() => {
    log.push(text);
  });
  return <output>{text}</output>;
}

let container: HTMLElement;
let root: Root;
const ACT = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  ACT.IS_REACT_ACT_ENVIRONMENT = true;
});

describe('useSettledView: what an answer reveals comes after its own frame', () => {
  it('first commits the change without the questions it reveals, then with them', () => {
    const log: string[] = [];
    act(() => root.render(<Page pageId="about" latest={view(['a'])} log={log} />));
    expect(log).toEqual(['a|']);
    act(() => root.render(<Page pageId="about" latest={view(['a', 'b'], ['b'])} log={log} />));
    expect(log).toEqual(['a|', 'a|', 'a,b|b']);
    expect(container.textContent).toBe('a,b|b');
  });

  it('takes a hidden question away in the change’s own commit', () => {
    const log: string[] = [];
    act(() => root.render(<Page pageId="about" latest={view(['a', 'b', 'c'])} log={log} />));
    act(() => root.render(<Page pageId="about" latest={view(['a', 'd'], [])} log={log} />));
    // c and b go at once; d comes after.
    expect(log).toEqual(['a,b,c|', 'a|', 'a,d|']);
  });

  it('shows another page’s questions at once', () => {
    const log: string[] = [];
    act(() => root.render(<Page pageId="about" latest={view(['a'])} log={log} />));
    act(() => root.render(<Page pageId="education" latest={view(['x', 'y'])} log={log} />));
    expect(log.at(-1)).toBe('x,y|');
    expect(log).not.toContain('|');
  });

  it('renders the revealed questions before a Tab moves the focus', () => {
    ACT.IS_REACT_ACT_ENVIRONMENT = false;
    const log: string[] = [];
    flushSync(() => root.render(<Page pageId="about" latest={view(['a'])} log={log} />));
    flushSync(() => root.render(<Page pageId="about" latest={view(['a', 'b'], [])} log={log} />));
    // The transition has not run yet: b is still to come.
    expect(container.textContent).toBe('a|');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(container.textContent).toBe('a,b|');
  });
});
