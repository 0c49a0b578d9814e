/**
 * PUT and GET /api/tabs: the chosen tab of each tabs question (SPEC 3, 4). Switching
 * clears the stored answers of the other tabs' questions in the same transaction.
 */
import type { FastifyInstance } from 'fastify';
import { chosenTabsBody, type TabSaved, tabSavedBody } from '../../../engine/contract';
import { switchTab } from '../../../engine/index';
import { formContext } from '../../form-context';
import { HttpError } from '../../http-error';
import { messages } from '../../messages';
import type { ApplicationCatalogue } from './catalogue';
import { applicantId, changeApplication } from './change';
import { notInCatalogue, submittedAlready, type TabsInput, tabsBody } from './schemas';

/** Registers PUT and GET /tabs. */
export async function tabsRoutes(app: FastifyInstance, { catalogue }: { catalogue: ApplicationCatalogue }) {
  const { catalogue: questions } = catalogue.engine;

  const schema = {
    summary: 'Chooses a tab; the other tabs’ answers are blanked in the same transaction',
    body: tabsBody,
    response: {
      200: { ...tabSavedBody, description: `Saved: "${messages.tabSaved}", with the keys it blanked` },
      409: submittedAlready,
      422: notInCatalogue,
    },
  };
  app.put<{ Body: TabsInput }>('/tabs', { schema }, async (request): Promise<TabSaved> => {
    const userId = applicantId(request);
    const { tab_id, chosen_tab } = request.body;
    const question = questions.tabs.find((item) => item.tab_id === tab_id);
    if (!question) {
      const known = questions.tabs.map((item) => item.tab_id).join(', ');
      throw new HttpError(422, `The field 'tab_id' must be one of ${known}; '${tab_id}' is not.`);
    }
    if (!question.tabs.some((tab) => tab.id === chosen_tab)) {
      const known = question.tabs.map((tab) => tab.id).join(', ');
      throw new HttpError(
        422,
        `The field 'chosen_tab' must be one of ${known} for '${tab_id}'; '${chosen_tab}' is not.`,
      );
    }
    const cleared = await changeApplication(app, userId, async (repos, at) => {
      const answers = await repos.answers.map(userId);
      const result = switchTab(questions, { ...answers }, tab_id, chosen_tab);
      const changed: Record<string, string> = {};
      for (const key of result.changed) changed[key] = result.answers[key] ?? '';
      await repos.answers.save(userId, changed, at);
      await repos.tabs.set(userId, tab_id, chosen_tab, at);
      return result.changed;
    });
    // `cleared` (an addition) lets the client drop the same answers from its own state.
    return { message: messages.tabSaved, cleared };
  });

  const readSchema = {
    summary: 'The chosen tab of every tabs question (the screen’s default when unset)',
    response: { 200: { ...chosenTabsBody, description: 'Tab id → chosen tab, for every tabs question.' } },
  };
  app.get('/tabs', { schema: readSchema }, async (request) => {
    const stored = await app.repos.tabs.map(applicantId(request));
    return formContext(questions, {}, stored).tabs;
  });
}
