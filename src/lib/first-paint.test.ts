import { afterEach, describe, expect, it } from 'vitest';
import { keepFirstPaintUntilPage, LOADING_SCREEN_ATTRIBUTE } from './first-paint';

/** Lets the mutation observer's callback run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the first paint', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  function page() {
    document.body.innerHTML =
      '<div id="first-paint">About You</div><div id="root"><main class="boot">spinner</main></div>';
    const firstPaint = document.getElementById('first-paint') as HTMLElement;
    const root = document.getElementById('root') as HTMLElement;
    return { firstPaint, root };
  }

  it('stays through loading screens and goes when the app shows a page', async () => {
    const { firstPaint, root } = page();
    keepFirstPaintUntilPage(firstPaint, root);
    root.innerHTML = `<main ${LOADING_SCREEN_ATTRIBUTE}>Loading the application</main>`;
    await settled();
    expect(firstPaint.isConnected).toBe(true);
    root.innerHTML = `<div><main ${LOADING_SCREEN_ATTRIBUTE}>Loading your application</main></div>`;
    await settled();
    expect(firstPaint.isConnected).toBe(true);
    root.innerHTML = '<div><header></header><main id="main-content"><h1>About You</h1></main></div>';
    await settled();
    expect(firstPaint.isConnected).toBe(false);
  });

  it('goes for an error page as for a form', async () => {
    const { firstPaint, root } = page();
    keepFirstPaintUntilPage(firstPaint, root);
    root.innerHTML = '<main><h1>Something went wrong</h1></main>';
    await settled();
    expect(firstPaint.isConnected).toBe(false);
  });

  it('stays while #root holds nothing yet', async () => {
    const { firstPaint, root } = page();
    keepFirstPaintUntilPage(firstPaint, root);
    root.innerHTML = '';
    await settled();
    expect(firstPaint.isConnected).toBe(true);
  });
});
