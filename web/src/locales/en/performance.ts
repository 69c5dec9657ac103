/** English strings of the performance screens. */
const performance = {} as const;

export default performance;
