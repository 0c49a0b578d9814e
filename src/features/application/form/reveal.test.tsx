import { act, useLayoutEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AT_ONCE, FIRST_PAGE_STEP, FIRST_STEP, NEXT_STEP, useRevealedCount } from './reveal';

/** Logs the count of questions each committed render of a page shows. */
function Page({
  pageId,
  total,
  first,
  step,
  log,
}: {
  pageId: string;
  total: number;
  first: number;
  step?: number;
  log: number[];
}) {
  const count = useRevealedCount(pageId, total, first, step);
  useLayoutEffect(() => {
    log.push(count);
  });
  return <output>{count}</output>;
}

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

/** The counts a page of `total` questions commits from `first`: a step more each time, then all of them. */
function steps(first: number, total: number, step = NEXT_STEP): number[] {
  const counts: number[] = [];
  for (let count = first; count < total; count += step) counts.push(count);
  return [...counts, AT_ONCE];
}

/** Until the log's last count is every question. */
async function untilAll(log: number[]): Promise<void> {
  for (let frame = 0; frame < 50 && log.at(-1) !== AT_ONCE; frame += 1) {
    await act(() => new Promise((done) => setTimeout(done, 20)));
  }
}

describe('useRevealedCount: a page shows its questions in steps', () => {
  it("commits the first page of a visit with its first step's questions, then the rest a step at a time", async () => {
    const log: number[] = [];
    act(() =>
      root.render(
        <Page pageId="about" total={20} first={FIRST_PAGE_STEP} step={FIRST_PAGE_STEP} log={log} />,
      ),
    );
    expect(log).toEqual([FIRST_PAGE_STEP]);
    expect(FIRST_PAGE_STEP).toBeGreaterThan(0);
    await untilAll(log);
    expect(log).toEqual(steps(FIRST_PAGE_STEP, 20, FIRST_PAGE_STEP));
    // More than one step after the first: the test shows the steps, not a page shown at once.
    expect(log.length).toBeGreaterThan(2);
  });

  it('shows a first page no longer than its first step at once', () => {
    const log: number[] = [];
    act(() => root.render(<Page pageId="about" total={FIRST_PAGE_STEP} first={FIRST_PAGE_STEP} log={log} />));
    expect(log).toEqual([AT_ONCE]);
  });

  it('mounts a page reached by a page change without questions, then adds them', async () => {
    const log: number[] = [];
    act(() => root.render(<Page pageId="education" total={20} first={FIRST_STEP} log={log} />));
    expect(log[0]).toBe(0);
    await untilAll(log);
    expect(log).toEqual(steps(0, 20));
    // A page change's steps are larger than the first page's: fewer of them.
    expect(NEXT_STEP).toBeGreaterThan(FIRST_PAGE_STEP);
  });

  it('shows every question of a page linked to a question at once', () => {
    const log: number[] = [];
    act(() => root.render(<Page pageId="about" total={20} first={AT_ONCE} log={log} />));
    expect(log).toEqual([AT_ONCE]);
  });
});
