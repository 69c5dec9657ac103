import { afterEach, describe, expect, it } from 'vitest';
import { readServerState, SERVER_STATE_ID, serializeServerState, type ServerState } from './server-state';

const hostile: ServerState = {
  language: 'ur',
  apollo: {
    'QuizSummary:1': {
      __typename: 'QuizSummary',
      id: '1',
      title: '</script><script>alert(1)</script><!-- \u2028 \u2029 & "quoted"',
    },
  },
};

afterEach(() => document.getElementById(SERVER_STATE_ID)?.remove());

describe('the server-rendered page state', () => {
  it('cannot close its data block or open a comment, whatever the data holds, and reads back equal', () => {
    const body = serializeServerState(hostile);
    expect(body).not.toMatch(/<|\u2028|\u2029/);
    // As the browser parses it: the block's text is exactly the body, and it parses to the same state.
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="${SERVER_STATE_ID}">${body}</script><p id="after">after</p>`,
    );
    expect(document.getElementById(SERVER_STATE_ID)?.textContent).toBe(body);
    expect(document.getElementById('after')).not.toBeNull();
    expect(readServerState()).toEqual(hostile);
  });

  it('is null for the app shell and for a block that is not JSON', () => {
    expect(readServerState()).toBeNull();
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="${SERVER_STATE_ID}">{not json</script>`,
    );
    expect(readServerState()).toBeNull();
  });
});
