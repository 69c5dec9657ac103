/** English strings of the honours screens. */
const honours = {} as const;

export default honours;
