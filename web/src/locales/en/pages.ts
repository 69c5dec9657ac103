/** English strings of the pages screens. */
const pages = {} as const;

export default pages;
