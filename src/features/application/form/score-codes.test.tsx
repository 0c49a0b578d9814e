import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { browserEngine } from '../../../lib/engine';
import type { Partner } from '../../../lib/partner';
import { partnerFixture } from '../../../test/partner-fixture';
import { TestProviders } from '../../../test/render-app';
import { ScoreCodes } from './score-codes';

const { catalogue } = browserEngine('demo');
// As GET /public/partner sends partners/demo/partner.json.
const demoPartner = {
  ...partnerFixture,
  links: {
    sat: 'https://satsuite.collegeboard.org/sat/scores/send-scores',
    act: 'https://www.act.org/content/act/en/products-and-services/the-act/scores/sending-your-scores.html',
  },
  sat_code: '1234',
  act_code: '5678',
};

describe('score codes where the applicant reports scores (SPEC deviation 7)', () => {
  it("shows the partner's SAT and ACT codes and the test boards' links in the Test scores section", () => {
    const section = catalogue.pages
      .flatMap((page) => page.sections)
      .find((item) => item.fields.includes('sat_score_math'));
    expect(section?.scoreCodes).toEqual(['sat', 'act']);
    render(
      <TestProviders partner={demoPartner as Partner}>
        {/* The section template renders this under the section's description. */}
        <ScoreCodesOf tests={section?.scoreCodes ?? []} />
      </TestProviders>,
    );
    expect(
      screen.getByText(/To send official SAT scores to Demo University, use the code 1234\./),
    ).toBeTruthy();
    expect(
      screen.getByText(/To send official ACT scores to Demo University, use the code 5678\./),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How to send SAT scores' }).getAttribute('href')).toBe(
      demoPartner.links.sat,
    );
    expect(screen.getByRole('link', { name: 'How to send ACT scores' }).getAttribute('href')).toBe(
      demoPartner.links.act,
    );
  });
});

function ScoreCodesOf({ tests }: { tests: string[] }) {
  return <ScoreCodes tests={tests} catalogue={catalogue} />;
}
