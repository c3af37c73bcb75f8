import { describe, expect, it } from 'vitest';
import { memoryCookieJar } from '../cookies/cookieJar';
import { createDataCall } from '../http/dataCall';
import { recordingFetch, type ScriptedAnswer } from '../http/recordingFetch';
import { createReviewsClient, REVIEWS_URL, type ReviewDraft } from './reviewsClient';

const DRAFT: ReviewDraft = { token: 'rv-1', productId: 'prod-beans', rating: 4, title: 'Great', body: 'Rich and smooth.' };

function clientAnswering(...answers: ScriptedAnswer[]) {
  const fetch = recordingFetch(answers);
  const cookies = memoryCookieJar();
  cookies.set('crumb', 'c1', { path: '/' });
  const client = createReviewsClient(createDataCall({ fetch, cookies }));
  return { client, fetch };
}

describe('the reviews client', () => {
  it('posts the draft as JSON with the crumb to the review call and reads the stored id', async () => {
    const { client, fetch } = clientAnswering({ status: 200, body: { reviewId: 12 } });
    await expect(client.submit(DRAFT)).resolves.toEqual({ kind: 'submitted', reviewId: '12' });
    const [request] = fetch.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`${REVIEWS_URL}?crumb=c1`);
    expect(request?.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual(DRAFT);
  });

  it.each([
    ['alreadyReviewed', { kind: 'refused', message: 'You have already reviewed this purchase' }],
    ['expired', { kind: 'refused', message: 'Your review request has expired' }],
    ['noProducts', { kind: 'refused', message: 'There are no products to review' }],
    ['ratingRequired', { kind: 'failed', message: 'Please select a star rating', field: 'rating' }],
    ['somethingNew', { kind: 'failed', message: 'Something went wrong' }],
  ])('a 400 refusal with code %s tells the spec’s message, not the server’s text', async (code, outcome) => {
    const { client } = clientAnswering({ status: 400, body: { error: 'server words', code } });
    await expect(client.submit(DRAFT)).resolves.toEqual(outcome);
  });

  it('no answer at all is a network error', async () => {
    const { client } = clientAnswering(new TypeError('Failed to fetch'));
    await expect(client.submit(DRAFT)).resolves.toEqual({ kind: 'failed', message: 'Network error' });
  });

  it('a failing status, text that is not JSON, or a reply without an id went wrong', async () => {
    for (const answer of [{ status: 503 }, { status: 200, body: '<html>' }, { status: 200, body: { ok: true } }]) {
      const { client } = clientAnswering(answer);
      await expect(client.submit(DRAFT)).resolves.toEqual({ kind: 'failed', message: 'Something went wrong' });
    }
  });
});
