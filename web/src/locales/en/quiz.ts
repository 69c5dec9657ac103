/** English strings of the quiz screens. */
const quiz = {} as const;

export default quiz;
