/** English strings of the teacher screens. */
const teacher = {} as const;

export default teacher;
