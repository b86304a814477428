import { reviewManagerLanding, reviewsTarget } from './review-manager.js';

describe('the review-manager landing', () => {
  it('sends a user whose only role on the process is Process-Admin to the program portal settings', () => {
    expect(reviewManagerLanding(['Process-Admin'], 31)).toBe('/program-portal/31/settings');
  });

  it('sends a Process-Admin who also reviews on the process to the reviewer root', () => {
    expect(reviewManagerLanding(['Process-Admin', 'Reviewer'], 31)).toBe('/v2/review');
  });

  it('sends everyone else, a user without a role on the process included, to the reviewer root', () => {
    expect(reviewManagerLanding(['Reviewer'], 31)).toBe('/v2/review');
    expect(reviewManagerLanding([], 31)).toBe('/v2/review');
  });
});

describe("the navigation's Reviews", () => {
  it('leads reviewers and review managers to their own list, other staff to the work queue', () => {
    expect(reviewsTarget('Reviewer')).toBe('/v2/review');
    expect(reviewsTarget('review-manager')).toBe('/v2/review');
    expect(reviewsTarget('Government')).toBe('/applications');
  });
});
