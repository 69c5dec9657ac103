/** English strings of the common screens. */
const common = {} as const;

export default common;
