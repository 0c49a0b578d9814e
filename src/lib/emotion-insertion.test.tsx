import { serializeStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useInsertionEffectAlwaysWithSyncFallback } from './emotion-insertion';
import { createStyleCache } from './style-cache';

describe('useInsertionEffectAlwaysWithSyncFallback (the build’s emotion insertion)', () => {
  it('inserts a rule while the component renders, before React commits', () => {
    const cache = createStyleCache();
    const serialized = serializeStyles([{ color: 'rebeccapurple' }]);
    const seen: string[] = [];
    const sheet = () => cache.sheet.tags.map((tag) => tag.textContent).join('\n');
    function Styled() {
      useInsertionEffectAlwaysWithSyncFallback(() => insertStyles(cache, serialized, false));
      seen.push(`render: ${sheet().includes('color:rebeccapurple') ? 'inserted' : 'missing'}`);
      useLayoutEffect(() => {
        seen.push('commit');
      });
      return <span className={`${cache.key}-${serialized.name}`} />;
    }
    render(<Styled />);
    expect(seen[0]).toBe('render: inserted');
    expect(seen).toContain('commit');
  });

  it('inserts each rule once, however often the component renders', () => {
    const cache = createStyleCache();
    const serialized = serializeStyles([{ margin: '3px' }]);
    function Styled(props: { n: number }) {
      useInsertionEffectAlwaysWithSyncFallback(() => insertStyles(cache, serialized, false));
      return <span data-n={props.n} />;
    }
    const { rerender } = render(<Styled n={1} />);
    act(() => rerender(<Styled n={2} />));
    const css = cache.sheet.tags.map((tag) => tag.textContent).join('\n');
    expect(css.split('margin:3px').length - 1).toBe(1);
  });
});
