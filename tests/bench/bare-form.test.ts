/** The phone bench's third keystroke baseline: the page's controls as bare HTML. */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { BARE_TYPED, bareFormPage, COUNT_CONTROLS } from './bare-form';

const PAGE = `<main><form>
  <input type="text"><input type="text"><input type="email"><input type="hidden">
  <input type="radio" name="a"><input type="radio" name="a"><input type="checkbox">
  <select><option>x</option></select><textarea></textarea><button>Save</button>
</form></main><input type="text" aria-label="outside main">`;

/** What COUNT_CONTROLS reads of a document, run as the bench runs it in the page. */
function countsOf(html: string): Record<string, number> {
  const dom = new JSDOM(html, { runScripts: 'outside-only' });
  return dom.window.eval(COUNT_CONTROLS) as Record<string, number>;
}

describe('the bare form baseline', () => {
  it("counts the main content's controls by kind, leaving out hidden inputs, buttons and what is outside main", () => {
    expect(countsOf(PAGE)).toEqual({
      'input:text': 2,
      'input:email': 1,
      'input:radio': 2,
      'input:checkbox': 1,
      select: 1,
      textarea: 1,
    });
  });

  it('builds a page holding the same controls, the typed text input first', () => {
    const counts = countsOf(PAGE);
    const page = new JSDOM(bareFormPage(counts)).window.document;
    expect(countsOf(`<main>${page.body.innerHTML}</main>`)).toEqual(counts);
    const first = page.querySelector('form input');
    expect(first?.id).toBe(BARE_TYPED);
    expect(page.querySelector(`label[for="${BARE_TYPED}"]`)).not.toBeNull();
    expect(page.querySelectorAll('script, style, link')).toHaveLength(0);
  });

  it('labels every control and pairs the radios by name', () => {
    const page = new JSDOM(bareFormPage({ 'input:radio': 4, 'input:tel': 1 })).window.document;
    for (const input of page.querySelectorAll('input:not([type=radio])')) {
      expect(page.querySelector(`label[for="${input.id}"]`)).not.toBeNull();
    }
    const names = [...page.querySelectorAll('input[type=radio]')].map((radio) => radio.getAttribute('name'));
    expect(new Set(names).size).toBe(2);
    for (const radio of page.querySelectorAll('input[type=radio]'))
      expect(radio.closest('label')).not.toBeNull();
  });

  it('adds the typed input when the page has no text input of its own', () => {
    const page = new JSDOM(bareFormPage({ select: 2 })).window.document;
    expect(page.querySelectorAll('input[type=text]')).toHaveLength(1);
    expect(page.querySelectorAll('select')).toHaveLength(2);
  });
});
