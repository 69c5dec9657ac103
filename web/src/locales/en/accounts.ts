/** English strings of the accounts screens. */
const accounts = {} as const;

export default accounts;
