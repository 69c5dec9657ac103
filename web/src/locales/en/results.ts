/** English strings of the results screens. */
const results = {} as const;

export default results;
