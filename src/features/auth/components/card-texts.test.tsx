/**
 * The account cards show the texts of schemas/auth.json, as a staff member words them: each
 * test rewords every text of a card in the loaded data (what an edit of the file does to the
 * build) and finds the new words on the card. A text written in a card's code fails here.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cardTexts, requirementTexts } from '../../../../engine/auth/texts';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

type Texts = Record<string, unknown>;
const original = structuredClone({ cardTexts, requirementTexts }) as unknown as Record<string, Texts>;

/** Every string of an object of texts gets the reworded form 'Reworded <path>', placeholders kept. */
function reword(texts: Texts, path: string): void {
  for (const [key, value] of Object.entries(texts)) {
    if (key === '$comment') continue;
    if (typeof value === 'string') {
      const placeholders = value.match(/\{\w+\}/g) ?? [];
      texts[key] = [`Reworded ${path}.${key}`, ...placeholders].join(' ');
    } else if (value && typeof value === 'object') reword(value as Texts, `${path}.${key}`);
  }
}

function restore(target: Texts, source: Texts): void {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object') restore(target[key] as Texts, value as Texts);
    else target[key] = value;
  }
}

beforeEach(() => {
  reword(cardTexts as unknown as Texts, 'cards');
  reword(requirementTexts as unknown as Texts, 'password');
});

afterEach(() => {
  restore(cardTexts as unknown as Texts, original.cardTexts as Texts);
  restore(requirementTexts as unknown as Texts, original.requirementTexts as Texts);
});

const heading = (name: string) => screen.getByRole('heading', { level: 1, name });
const button = (name: string) => screen.getByRole('button', { name });
const text = (words: string) => screen.getByText(words);

describe('the account cards read their texts from schemas/auth.json', () => {
  it('login: title, description, labels, buttons and links', async () => {
    stubFetch((request) =>
      request.path === '/public/login'
        ? { status: 403, json: { message: 'User is not confirmed.', code: 'UserNotConfirmed' } }
        : { json: {} },
    );
    const { user } = renderApp('/login');
    expect(heading('Reworded cards.login.title')).toBeTruthy();
    expect(text('Reworded cards.login.description')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Reworded cards.login.footerLink' }).parentElement?.textContent,
    ).toBe('Reworded cards.login.footerPrompt Reworded cards.login.footerLink');
    expect(screen.getByRole('link', { name: 'Reworded cards.login.forgotLink' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Reworded cards.login.title' })).toBeTruthy();
    expect(button('Reworded cards.showPassword reworded cards.passwordlabel')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Reworded cards\.emailLabel/), 'ada@example.edu');
    await user.type(screen.getByLabelText(/^Reworded cards\.passwordLabel/), 'Correct-horse-9');
    expect(button('Reworded cards.login.resend')).toBeTruthy();
    await user.click(button('Reworded cards.login.submit'));
    expect(await screen.findByRole('button', { name: 'Reworded cards.login.resendCode' })).toBeTruthy();
  });

  it('signup: title, description, labels, the requirements list and the button', () => {
    renderApp('/signup');
    expect(heading('Reworded cards.signup.title')).toBeTruthy();
    expect(text('Reworded cards.signup.description')).toBeTruthy();
    expect(screen.getByLabelText(/^Reworded cards\.emailLabel/)).toBeTruthy();
    expect(screen.getByLabelText(/^Reworded cards\.passwordLabel/)).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Reworded password.title' });
    expect(within(list).getAllByText(/Reworded password\.notMet/)).not.toHaveLength(0);
    expect(
      screen.getByRole('link', { name: 'Reworded cards.signup.footerLink' }).parentElement?.textContent,
    ).toBe('Reworded cards.signup.footerPrompt Reworded cards.signup.footerLink');
    expect(button('Reworded cards.signup.submit')).toBeTruthy();
  });

  it("confirm: the address in bold where the text's {email} is, or a field for it", () => {
    renderApp({ pathname: '/confirm', state: { username: 'ada@example.edu' } });
    expect(heading('Reworded cards.confirm.title')).toBeTruthy();
    const address = screen.getByText('ada@example.edu');
    expect(address.tagName).toBe('STRONG');
    expect(address.parentElement?.textContent).toBe('Reworded cards.confirm.description ada@example.edu');
    expect(screen.getByLabelText(/^Reworded cards\.confirm\.codeLabel/)).toBeTruthy();
    expect(button('Reworded cards.confirm.submit')).toBeTruthy();
    expect(button('Reworded cards.confirm.resend')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Reworded cards.confirm.footerLink' }).parentElement?.textContent,
    ).toBe('Reworded cards.confirm.footerPrompt Reworded cards.confirm.footerLink');
  });

  it('confirm without an address asks for it', () => {
    renderApp('/confirm');
    expect(text('Reworded cards.confirm.descriptionNoEmail')).toBeTruthy();
    expect(screen.getByLabelText(/^Reworded cards\.emailLabel/)).toBeTruthy();
  });

  it('forgot: title, description, label, button and link', () => {
    renderApp('/forgot');
    expect(heading('Reworded cards.forgot.title')).toBeTruthy();
    expect(text('Reworded cards.forgot.description')).toBeTruthy();
    expect(screen.getByLabelText(/^Reworded cards\.emailLabel/)).toBeTruthy();
    expect(button('Reworded cards.forgot.submit')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Reworded cards.forgot.footerLink' }).parentElement?.textContent,
    ).toBe('Reworded cards.forgot.footerPrompt Reworded cards.forgot.footerLink');
  });

  it('reset: both password labels and their toggles, the incomplete link and the button', () => {
    renderApp('/reset?username=ada%40example.edu');
    expect(heading('Reworded cards.reset.title')).toBeTruthy();
    expect(screen.getByText('ada@example.edu').parentElement?.textContent).toBe(
      'Reworded cards.reset.description ada@example.edu',
    );
    expect(text('Reworded cards.reset.incompleteLink')).toBeTruthy();
    expect(screen.getByLabelText(/^Reworded cards\.reset\.passwordLabel/)).toBeTruthy();
    expect(screen.getByLabelText(/^Reworded cards\.reset\.confirmLabel/)).toBeTruthy();
    expect(button('Reworded cards.showPassword reworded cards.reset.passwordlabel')).toBeTruthy();
    expect(button('Reworded cards.showPassword reworded cards.reset.confirmlabel')).toBeTruthy();
    expect(button('Reworded cards.reset.submit')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Reworded cards.reset.footerLink' }).parentElement?.textContent,
    ).toBe('Reworded cards.reset.footerPrompt Reworded cards.reset.footerLink');
  });

  it('reset without an address asks for it', () => {
    renderApp('/reset?id=reset-123');
    expect(text('Reworded cards.reset.descriptionNoEmail')).toBeTruthy();
    expect(screen.queryByText('Reworded cards.reset.incompleteLink')).toBeNull();
  });
});
