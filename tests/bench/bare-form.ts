/**
 * A third keystroke baseline: the page's own form controls as the plainest HTML, one
 * labelled control per line in a single form, with no style sheet and no script. The floor
 * (a bare <input> on an empty page) says what one keystroke costs the browser at least;
 * this page says what it costs the browser for a page holding as many controls as the one
 * typed into, whatever the application does. Chromium's own work for a keystroke (its
 * editing, the form data its autofill reads again at each change, the frame) grows with
 * the controls a page holds, so the difference between this baseline and the application
 * is what the application adds.
 */

/** Counts of the form controls in the page's main content, by `tag` or `input:type` (source text for the page). */
export const COUNT_CONTROLS = `(() => {
  const counts = {};
  for (const control of document.querySelectorAll('main input, main select, main textarea')) {
    const tag = control.tagName.toLowerCase();
    if (tag === 'input' && ['hidden', 'button', 'submit', 'reset', 'image'].includes(control.type)) continue;
    const kind = tag === 'input' ? 'input:' + control.type : tag;
    counts[kind] = (counts[kind] || 0) + 1;
  }
  return counts;
})()`;

/** The id of the text input typed into on the bare page. */
export const BARE_TYPED = 'typed';

/** How many radios share a name on the bare page (a yes / no question). */
const RADIOS_PER_GROUP = 2;

function control(kind: string, index: number): string {
  const id = `c${index}`;
  if (kind === 'select') {
    return `<label for="${id}">Question ${index}</label> <select id="${id}" name="${id}"><option></option><option>One</option><option>Two</option></select>`;
  }
  if (kind === 'textarea')
    return `<label for="${id}">Question ${index}</label> <textarea id="${id}" name="${id}"></textarea>`;
  const type = kind.slice('input:'.length);
  if (type === 'radio' || type === 'checkbox') {
    const name = type === 'radio' ? `g${Math.floor(index / RADIOS_PER_GROUP)}` : id;
    return `<label><input type="${type}" id="${id}" name="${name}"> Choice ${index}</label>`;
  }
  return `<label for="${id}">Question ${index}</label> <input type="${type}" id="${id}" name="${id}">`;
}

/**
 * The bare page of these controls: the typed text input first (one of the text inputs the
 * counts name, or one more when they name none), then every other control, each on a line.
 */
export function bareFormPage(counts: Record<string, number>): string {
  const rest = { ...counts, 'input:text': Math.max(0, (counts['input:text'] ?? 0) - 1) };
  const lines = [
    `<label for="${BARE_TYPED}">Typed</label> <input type="text" id="${BARE_TYPED}" name="${BARE_TYPED}">`,
  ];
  let index = 0;
  for (const [kind, count] of Object.entries(rest).sort(([a], [b]) => a.localeCompare(b))) {
    for (let i = 0; i < count; i += 1) {
      lines.push(control(kind, index));
      index += 1;
    }
  }
  const body = lines.map((line) => `<div>${line}</div>`).join('');
  return `<!doctype html><html lang="en"><title>bare form</title><form>${body}</form></html>`;
}
