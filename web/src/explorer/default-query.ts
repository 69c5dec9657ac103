/**
 * The first tab teaches the bearer flow, which is what mobile and script authors come here for. Short lines (about
 * 30 characters fit beside the Docs panel) and few of them: the whole sample shows in the query editor at
 * 1280 × 800 with the Headers tab open (test/e2e/explorer-offline.e2e.ts).
 */
export const DEFAULT_QUERY = `# Learnify API explorer. Run
# SignIn, put {"Authorization":
# "Bearer <accessToken>"} in
# Headers below, run Me.
mutation SignIn {
  login(input: {
    username: "ayesha"
    password: "learnify123"
    tokenDelivery: BEARER
  }) {
    errors { code message }
    session {
      tokens { accessToken }
    }
  }
}

query Me {
  viewer {
    user { username role }
  }
}
`;
