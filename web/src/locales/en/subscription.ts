/** English strings of the subscription screens. */
const subscription = {} as const;

export default subscription;
