/**
 * PUT and GET /api/tabs: the chosen tab of each tabs question (SPEC 3, 4). Switching
 * clears the stored answers of the other tabs' questions in the same transaction.
 */
import type { FastifyInstance } from 'fastify';
import { switchTab } from '../../../engine/index';
import { formContext } from '../../form-context';
import { HttpError } from '../../http-error';
import { messages } from '../../messages';
import type { ApplicationCatalogue } from './catalogue';
import { applicantId, changeApplication } from './change';
import { type TabsInput, tabsBody } from './schemas';

/** Registers PUT and GET /tabs. */
export async function tabsRoutes(app: FastifyInstance, { catalogue }: { catalogue: ApplicationCatalogue }) {
  const { catalogue: questions } = catalogue.engine;

  app.put<{ Body: TabsInput }>('/tabs', { schema: { body: tabsBody } }, async (request) => {
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

  app.get('/tabs', async (request) => {
    const stored = await app.repos.tabs.map(applicantId(request));
    return formContext(questions, {}, stored).tabs;
  });
}
