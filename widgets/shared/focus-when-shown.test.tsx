/**
 * A content trigger's revealed question takes focus once it is shown, however late, and
 * never from a field the applicant has gone on to.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { WidgetHarness } from '../testing/harness';
import { focusTarget, focusWhenShown } from './focus-when-shown';

afterEach(() => {
  document.body.innerHTML = '';
});

/** Adds an element to the page, as a later render would. */
function show(html: string): void {
  document.body.insertAdjacentHTML('beforeend', html);
}

describe('focusWhenShown', () => {
  it('focuses the element once it is shown, while focus is lost', async () => {
    focusWhenShown('late', null);
    expect(document.activeElement).toBe(document.body);
    show('<input id="late">');
    await waitFor(() => expect(document.activeElement?.id).toBe('late'));
  });

  it('moves focus from the control that revealed it', async () => {
    show('<button id="reveal">Reveal</button>');
    const button = document.getElementById('reveal');
    button?.focus();
    focusWhenShown('late', button);
    show('<input id="late">');
    await waitFor(() => expect(document.activeElement?.id).toBe('late'));
  });

  it('leaves focus where the applicant put it meanwhile', async () => {
    show('<input id="elsewhere">');
    focusWhenShown('late', null);
    document.getElementById('elsewhere')?.focus();
    show('<input id="late">');
    // The observer has seen the element and given up on it.
    await new Promise((done) => setTimeout(done, 20));
    expect(document.activeElement?.id).toBe('elsewhere');
    document.body.focus();
    (document.activeElement as HTMLElement | null)?.blur();
    show('<span></span>');
    await new Promise((done) => setTimeout(done, 20));
    expect(document.activeElement).toBe(document.body);
  });

  it("focuses a group's first control", async () => {
    focusWhenShown('group', null);
    show(
      '<div id="group" role="radiogroup"><input type="radio" id="first"><input type="radio" id="second"></div>',
    );
    await waitFor(() => expect(document.activeElement?.id).toBe('first'));
  });

  it("focuses a group's first control that can take focus, not a disabled one", async () => {
    focusWhenShown('group', null);
    show(
      '<fieldset id="group"><input type="radio" id="off" disabled><button id="on">Choose</button></fieldset>',
    );
    await waitFor(() => expect(document.activeElement?.id).toBe('on'));
    expect(focusTarget(document.getElementById('off') as HTMLElement)).toBeNull();
  });

  it('leaves a Tab pressed meanwhile to the browser', async () => {
    focusWhenShown('late', null);
    // A listener of the document shows the element for the Tab, as shown-context.ts does.
    const reveal = () => show('<input id="late">');
    document.addEventListener('keydown', reveal, { capture: true, once: true });
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    await new Promise((done) => setTimeout(done, 20));
    expect(document.getElementById('late')).not.toBeNull();
    expect(document.activeElement).toBe(document.body);
  });

  it('keeps waiting through other keys', async () => {
    focusWhenShown('late', null);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    show('<input id="late">');
    await waitFor(() => expect(document.activeElement?.id).toBe('late'));
  });

  it('stops waiting when asked', async () => {
    const stop = focusWhenShown('late', null);
    stop();
    show('<input id="late">');
    await new Promise((done) => setTimeout(done, 20));
    expect(document.activeElement).toBe(document.body);
  });
});

describe('the content trigger', () => {
  it('hands focus to the question it reveals, not to <body>', async () => {
    render(<WidgetHarness keys={['preferred_name_trigger', 'preferred_name']} viewer="loggedIn" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add a preferred name' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('root_preferred_name'));
    expect(screen.queryByRole('button', { name: 'Add a preferred name' })).toBeNull();
  });
});
