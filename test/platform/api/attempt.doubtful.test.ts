import { isDoubtful } from '../../../src/platform/api/attempt';

/**
 * A failed request whose outcome is unknown (the server may have acted on it): a flow checks it with the
 * spec's read calls before offering a retry against a backend that does not honour keys.
 */
describe('isDoubtful', () => {
  it.each([
    ['network', 'no answer'],
    ['timeout', 'the time-out'],
    ['http_502', "a gateway's 502"],
    ['http_503', "a gateway's 503"],
    ['http_504', "a gateway's 504"],
    ['http_500', 'an HTTP error without the envelope'],
    ['http_404', 'another HTTP error without the envelope'],
    ['malformed', 'an answer that cannot be read'],
    ['BAD_RESPONSE', 'a success the schema refused'],
    ['unknown_endpoint', 'an endpoint the table lacks'],
  ])('a failure with code %p (%s) is doubtful', (code) => {
    expect(isDoubtful({ success: false, code })).toBe(true);
  });

  it.each([
    ['800006', "the server's failure envelope"],
    ['5', "the server's failure envelope"],
    ['429', 'a 429 in the envelope'],
    ['', 'an envelope without a code'],
    ['http_5000', 'a server code that only looks like a client one'],
    ['networks', 'a server code that only looks like a client one'],
  ])('a failure with code %p (%s) is settled, not doubtful', (code) => {
    expect(isDoubtful({ success: false, code })).toBe(false);
  });

  it.each(['0', '00', 'network', 'BAD_RESPONSE'])(
    'a success (code %p) is never doubtful',
    (code) => {
      expect(isDoubtful({ success: true, code })).toBe(false);
    },
  );
});
