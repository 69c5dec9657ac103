/** The first tab teaches the bearer flow, which is what mobile and script authors come here for. */
export const DEFAULT_QUERY = `# Learnify API explorer. The Docs panel (book icon) documents every type and field.
#
# Sign in as a mobile client: run "SignIn", copy tokens.accessToken, then in Headers below put
#   { "Authorization": "Bearer <accessToken>" }
# and run "Me". Full guide: docs/api.md in the repository.

query Grades {
  grades {
    id
    label
  }
}

mutation SignIn {
  login(input: { username: "ayesha", password: "learnify123", tokenDelivery: BEARER }) {
    errors { code message }
    session { role tokens { accessToken refreshToken } }
  }
}

query Me {
  me { username fullName role }
}
`;
