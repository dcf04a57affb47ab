/**
 * What the db provider answers offline (no model): questions about the school's data in everyday
 * words, parsed by ask-parse.ts against the caller's own vocabulary. Anything else gets an honest
 * "I can answer questions about …".
 */
export const DB_TOPICS =
  'how many students (in a class, a grade or the school), teachers, parents or classes; class lists and sizes; who teaches a subject to a child or a class; the timetable of a day; attendance of a child, a class or the school on a day or over a period; homework due or still to hand in; grades; fees owed and paid; and meetings';

export const NOT_UNDERSTOOD = `I can only answer questions about the school's data on these topics: ${DB_TOPICS}. For example: “How many students are in 10A?”, “Who teaches maths to Sam?”, “Who was absent in 10A on Wednesday?”, “What does Tara still have to hand in?” or “Which fees are due?”`;
