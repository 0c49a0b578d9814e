/**
 * Runs every story's play function inside npm test: each *.stories.tsx beside a
 * widget is composed with .storybook/preview (theme and viewer decorators) and run
 * in jsdom, so the stories designers look at are also the interaction tests.
 */
import { composeStories, setProjectAnnotations } from '@storybook/react';
import { describe, it } from 'vitest';
import preview from '../.storybook/preview';

setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

for (const [path, module] of Object.entries(modules)) {
  describe(path, () => {
    const composed = composeStories(module) as Record<string, { run: () => Promise<void> }>;
    for (const [name, story] of Object.entries(composed)) {
      it(name, async () => {
        await story.run();
      });
    }
  });
}
