/**
 * The temporary partner of tests/api/partner-folder.test.ts in the served form: its
 * folder precompiled, the client built from its manifest (into the same temporary
 * folder), and Chromium finds the changed label and no removed question on /about,
 * with axe at no serious or critical violation. No TypeScript is edited, and nothing
 * of it lands in the repository.
 */
import { join } from 'node:path';
import { build, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHANGED_LABEL,
  createTemporaryPartner,
  LONG_CONTACTS,
  REPO,
  TEMPORARY_PARTNER,
  type TemporaryPartner,
  WORDED_MESSAGES,
} from '../api/support/temporary-partner';
import { expectAccessible } from './support/axe';
import { type Browser, DESKTOP, launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';

let partner: TemporaryPartner | undefined;
let server: RunningServer | undefined;
let browser: Browser | undefined;

/** The build reads the temporary manifest where engine/catalogue/sources.ts imports the shipped one. */
function temporaryManifest(manifest: string): Plugin {
  return {
    name: 'temporary-partner-manifest',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source === '../generated/manifest.generated' && importer?.endsWith('engine/catalogue/sources.ts')
        ? manifest
        : null,
  };
}

beforeAll(async () => {
  partner = await createTemporaryPartner();
  const distDir = join(partner.root, 'dist');
  // The catalogue files the build writes for the browser come from the temporary folder too.
  process.env.CATALOGUE_ROOT = partner.root;
  await build({
    configFile: join(REPO, 'vite.config.ts'),
    root: REPO,
    logLevel: 'warn',
    plugins: [temporaryManifest(join(partner.root, 'generated/manifest.generated.ts'))],
    build: { outDir: distDir, emptyOutDir: true, sourcemap: false },
  }).finally(() => {
    delete process.env.CATALOGUE_ROOT;
  });
  server = await startServer(
    { PARTNER: TEMPORARY_PARTNER },
    { distDir, partnersDir: partner.partnersDir, catalogue: partner.catalogue },
  );
  browser = await launchBrowser(server.url);
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  partner?.remove();
});

describe('a new partner folder in the served form', () => {
  it('shows the changed label and not the removed question', async () => {
    const page = (browser as Browser).page;
    await page.goto('/about');
    await page.getByRole('heading', { level: 1, name: 'About You' }).waitFor({ timeout: 30_000 });
    await expect(page.getByRole('banner').textContent()).resolves.toContain('Temporary College');
    await page.getByLabel(CHANGED_LABEL).waitFor();
    await expect(page.getByLabel('First (given) name', { exact: true }).count()).resolves.toBe(0);
    await expect(page.getByRole('radiogroup', { name: 'Gender' }).count()).resolves.toBe(0);
    await expect(page.getByRole('combobox', { name: 'Gender' }).count()).resolves.toBe(0);
    await expect(page.getByText('Gender', { exact: true }).count()).resolves.toBe(0);
    // The buttons' texts are the partner's catalogue's, not the code's.
    await page.getByRole('button', { name: WORDED_MESSAGES.saveAndContinue, exact: true }).waitFor();
    await page.getByRole('button', { name: WORDED_MESSAGES.account, exact: true }).waitFor();
    await expect(page.getByRole('button', { name: 'Save and Continue' }).count()).resolves.toBe(0);
    await expectAccessible(page, '/about of a new partner');
  });

  it("keeps the place of the partner's longer Account button in the first picture, so the banner does not move", async () => {
    const page = await (browser as Browser).context.newPage();
    const box = (selector: string) =>
      page.locator(selector).evaluate((element) => {
        const { x, y, width } = element.getBoundingClientRect();
        return { x, y, width };
      });
    try {
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1280, height: 800 },
      ]) {
        await page.setViewportSize(viewport);
        await page.route('**/assets/*.js', (route) => route.abort());
        await page.goto('/about');
        const picture = await box('#first-paint .fp-account');
        await expect(page.locator('#first-paint .fp-account').textContent()).resolves.toBe(
          WORDED_MESSAGES.account,
        );
        await page.unroute('**/assets/*.js');
        await page.goto('/about');
        await page.locator('#first-paint').waitFor({ state: 'detached', timeout: 30_000 });
        const app = await box(`button[aria-haspopup="dialog"]`);
        for (const key of ['x', 'y', 'width'] as const) {
          expect(Math.abs(picture[key] - app[key]), `${key} at ${viewport.width}`).toBeLessThanOrEqual(2);
        }
      }
    } finally {
      await page.close();
    }
  });

  it('wraps contacts longer than a line at 320 px, in the footer and the Help dialog', async () => {
    const page = (browser as Browser).page;
    await page.setViewportSize({ width: 320, height: 640 });
    try {
      await page.goto('/about');
      const footer = page.getByRole('contentinfo', { name: 'Contact and help' });
      await footer.getByRole('link', { name: LONG_CONTACTS.phone }).waitFor({ timeout: 30_000 });
      await expect(footer.getByRole('link', { name: LONG_CONTACTS.help_email }).isVisible()).resolves.toBe(
        true,
      );
      const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      await expect(sideways(), '/about scrolls sideways at 320 px').resolves.toBeLessThanOrEqual(0);
      await footer.getByRole('button', { name: 'Help' }).click();
      const dialog = page.getByRole('dialog', { name: 'Help' });
      await dialog.getByRole('link', { name: LONG_CONTACTS.phone }).waitFor();
      const widest = await dialog.evaluate((element) =>
        Math.max(...[...element.querySelectorAll('*')].map((child) => child.scrollWidth - child.clientWidth)),
      );
      expect(widest, 'a part of the Help dialog scrolls sideways at 320 px').toBeLessThanOrEqual(0);
      await expect(sideways(), 'the Help dialog widens the page at 320 px').resolves.toBeLessThanOrEqual(0);
      await expectAccessible(page, 'the Help dialog of a new partner at 320 px');
      await page.keyboard.press('Escape');
    } finally {
      await page.setViewportSize(DESKTOP);
    }
  });
});
