/** English strings of the home screens. */
const home = {} as const;

export default home;
